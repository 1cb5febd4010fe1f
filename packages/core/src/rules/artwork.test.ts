import { describe, expect, it } from 'vitest';
import { artworkDimensions, artworkImage, artworkMedium, isPreviewCollectionName } from './artwork';

describe('artworkMedium', () => {
  it('joins material and substrate with "on"', () => {
    expect(artworkMedium('Oil', 'Linen')).toBe('Oil on Linen');
    expect(artworkMedium('Oil', null)).toBe('Oil');
    expect(artworkMedium(' ', 'Panel')).toBe('Panel');
    expect(artworkMedium(null, null)).toBe('');
  });
});

describe('artworkDimensions', () => {
  it('puts height before width, in inches', () => {
    expect(artworkDimensions(36, 48)).toBe('36 × 48 in');
    expect(artworkDimensions(10.5, 8.25)).toBe('10.5 × 8.25 in');
    expect(artworkDimensions(null, 48)).toBe('');
  });
});

describe('isPreviewCollectionName', () => {
  it('matches "preview" in any case', () => {
    expect(isPreviewCollectionName('Preview')).toBe(true);
    expect(isPreviewCollectionName(' PREVIEW ')).toBe(true);
    expect(isPreviewCollectionName('Previews')).toBe(false);
    expect(isPreviewCollectionName(null)).toBe(false);
  });
});

describe('artworkImage', () => {
  const base = {
    primary_image: null,
    primary_image_url: '/a.webp',
    framed_image: null,
    framed_image_url: null,
    width: 48,
    height: 36,
  };
  it('prefers server metadata', () => {
    const meta = { url: '/m.webp', width: 10, height: 20, variants: [], dominant_color: '#000' };
    expect(artworkImage({ ...base, primary_image: meta })).toBe(meta);
  });
  it('derives the ratio from the painting size without metadata', () => {
    expect(artworkImage(base)).toMatchObject({ url: '/a.webp', width: 4800, height: 3600 });
    expect(artworkImage({ ...base, width: null })).toMatchObject({ width: 4, height: 3 });
  });
  it('returns the framed image, or null when there is none', () => {
    expect(artworkImage(base, true)).toBeNull();
    expect(artworkImage({ ...base, framed_image_url: '/f.webp' }, true)?.url).toBe('/f.webp');
    expect(artworkImage({ ...base, primary_image_url: null })).toBeNull();
  });
});
