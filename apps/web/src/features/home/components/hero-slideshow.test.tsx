import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubMatchMedia } from '@/test/match-media';
import { artworks } from '../testing/fixtures';
import { HeroSlideshow } from './hero-slideshow';

const shown = () => screen.getByRole('group', { name: /of 3$/ });
const activeDot = () => screen.getByRole('button', { name: /^Go to slide/, current: true });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Featured artworks' });

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

const renderShow = () => renderWithProviders(<HeroSlideshow artworks={artworks(3)} />);

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(false);
});
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('HeroSlideshow', () => {
  it('shows the first painting, linked to its page, as the priority image', () => {
    renderShow();
    expect(shown()).toHaveAccessibleName('1 of 3');
    expect(within(shown()).getByRole('link', { name: 'Painting 1' })).toHaveAttribute(
      'href',
      '/artwork/1',
    );
    expect(within(shown()).getByRole('img', { name: 'Painting 1' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(activeDot()).toHaveAccessibleName('Go to slide 1: Painting 1');
    // The next slide is prepared (lazily), the one after it is not loaded at all yet.
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('advances every 4000 ms and wraps around', () => {
    renderShow();
    wait(3999);
    expect(shown()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(shown()).toHaveAccessibleName('2 of 3');
    expect(activeDot()).toHaveAccessibleName('Go to slide 2: Painting 2');
    // Each slide gets its own timer once it is shown.
    wait(4000);
    wait(4000);
    expect(shown()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while the pointer is over it', () => {
    renderShow();
    fireEvent.mouseEnter(carousel());
    wait(12000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel());
    wait(4000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while the tab is hidden', () => {
    renderShow();
    setHidden(true);
    wait(12000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    setHidden(false);
    wait(4000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside', () => {
    renderShow();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(12000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    wait(4000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('moves with the arrows, the dots and the arrow keys', () => {
    renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2: Painting 2' }));
    expect(shown()).toHaveAccessibleName('2 of 3');
    expect(activeDot()).toHaveAccessibleName('Go to slide 2: Painting 2');
    fireEvent.keyDown(activeDot(), { key: 'ArrowRight' });
    expect(shown()).toHaveAccessibleName('3 of 3');
    fireEvent.keyDown(activeDot(), { key: 'ArrowLeft' });
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('hides the other slides from the keyboard and screen readers', () => {
    renderShow();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('can be paused and played again', () => {
    renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).blur());
    wait(12000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    wait(4000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('does not move on its own when the visitor prefers reduced motion', () => {
    stubMatchMedia(true);
    renderShow();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    wait(12000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('has no controls for a single painting', () => {
    renderWithProviders(<HeroSlideshow artworks={artworks(1)} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    wait(8000);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
  });
});
