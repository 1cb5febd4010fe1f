import type { ImageMeta } from '@atelier/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const meta: ImageMeta = {
  url: '/uploads/a-1600.webp',
  width: 1600,
  height: 2000,
  dominant_color: '#336699',
  variants: [
    { width: 480, url: '/uploads/a-480.webp' },
    { width: 960, url: '/uploads/a-960.webp' },
  ],
};

describe('ResponsiveImage', () => {
  it('reserves the aspect ratio, paints the dominant colour and lists a srcset', () => {
    render(<ResponsiveImage image={meta} alt="Harbour at dusk" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Harbour at dusk' });
    expect(img).toHaveAttribute('srcset', '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '2000');
    // No IntersectionObserver in jsdom: native lazy loading takes over.
    expect(img).toHaveAttribute('loading', 'lazy');
    // The box is the <picture>'s parent: the picture itself takes no box (display: contents).
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.parentElement?.parentElement).toHaveStyle({
      aspectRatio: '1600 / 2000',
      backgroundColor: '#336699',
    });
    // No AVIF yet: the WebP set alone.
    expect(img.parentElement?.querySelector('source')).toBeNull();
    // A sized box: a server-rendered page may hold the image until it has painted (index.css).
    expect(img.parentElement?.parentElement).toHaveAttribute('data-sized', '');
  });

  it('offers the AVIF set first once every width has one', () => {
    const withAvif: ImageMeta = {
      ...meta,
      variants: meta.variants.map((v) => ({ ...v, avif_url: v.url.replace('.webp', '.avif') })),
    };
    render(<ResponsiveImage image={withAvif} alt="Harbour" sizes="50vw" />);
    const source = screen
      .getByRole('img', { name: 'Harbour' })
      .parentElement!.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/uploads/a-480.avif 480w, /uploads/a-960.avif 960w');
    expect(source).toHaveAttribute('sizes', '50vw');
  });

  it('loads priority images eagerly with high fetch priority', () => {
    render(<ResponsiveImage image={meta} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the fallback URL without metadata', () => {
    render(<ResponsiveImage image={null} fallbackUrl="/uploads/old.jpg" alt="Old" />);
    const img = screen.getByRole('img', { name: 'Old' });
    expect(img).toHaveAttribute('src', '/uploads/old.jpg');
    // No size to keep its place: never held, so its showing moves nothing later.
    expect(img.parentElement?.parentElement).not.toHaveAttribute('data-sized');
  });

  it('shows "Image unavailable" in the same box when loading fails or there is no image', () => {
    const { rerender } = render(<ResponsiveImage image={meta} alt="Harbour" />);
    fireEvent.error(screen.getByRole('img', { name: 'Harbour' }));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour: Image unavailable' })).toHaveStyle({
      aspectRatio: '1600 / 2000',
    });
    rerender(<ResponsiveImage image={null} alt="Nothing" />);
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('waits for the image to come within 50px of the viewport when IntersectionObserver exists', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    render(<ResponsiveImage image={meta} alt="Later" />);
    expect(screen.queryByRole('img', { name: 'Later' })).not.toBeInTheDocument();
    expect(options[0]?.rootMargin).toBe('50px');
    act(() =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('src', meta.url);
  });
});
