import { PREVIEW_COLLECTION_NAME } from '../constants';
import type { Artwork } from '../schemas/artworks';
import type { ImageMeta } from '../schemas/images';
import { formatNumber } from './numbers';

/** "Oil on Linen" (docs/product.md §2 "material on substrate"); either part alone when the other is missing. */
export function artworkMedium(material: string | null, substrate: string | null): string {
  const m = material?.trim();
  const s = substrate?.trim();
  if (m && s) return `${m} on ${s}`;
  return m || s || '';
}

/** "36 × 48 in": height by width in inches (docs/product.md §2); empty when either is unknown. */
export function artworkDimensions(height: number | null, width: number | null): string {
  if (!height || !width) return '';
  return `${formatNumber(height, 2)} × ${formatNumber(width, 2)} in`;
}

/** The collection gated by the preview password (docs/product.md §4), compared case-insensitively. */
export const isPreviewCollectionName = (name: string | null | undefined): boolean =>
  (name ?? '').trim().toLowerCase() === PREVIEW_COLLECTION_NAME;

type ImageFields = Pick<
  Artwork,
  'primary_image' | 'primary_image_url' | 'framed_image' | 'framed_image_url' | 'width' | 'height'
>;

/**
 * The image to show for an artwork (primary or framed). Rows without server metadata still get
 * an aspect ratio, taken from the painting's own size in inches, so the page never shifts.
 */
export function artworkImage(artwork: ImageFields, framed = false): ImageMeta | null {
  const meta = framed ? artwork.framed_image : artwork.primary_image;
  if (meta) return meta;
  const url = framed ? artwork.framed_image_url : artwork.primary_image_url;
  if (!url) return null;
  const ratioKnown = Boolean(artwork.width && artwork.height);
  return {
    url,
    // Hundredths of an inch keep the ratio exact; only the ratio matters without variants.
    width: ratioKnown ? Math.round(artwork.width! * 100) : 4,
    height: ratioKnown ? Math.round(artwork.height! * 100) : 3,
    variants: [],
    dominant_color: null,
  };
}
