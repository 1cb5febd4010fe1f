import type { ImageMeta } from '../schemas/images';

/**
 * The srcset of an image's variants in one format: WebP (every image has it) or AVIF (once the
 * image's background job has made it; null until every width has one). The server's preload
 * and the page's <picture> both write it from here, so the browser picks one candidate once.
 */
export function srcSetOf(image: ImageMeta, format: 'webp' | 'avif' = 'webp'): string | null {
  if (!image.variants.length) return null;
  if (format === 'webp') return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  if (!image.variants.every((v) => v.avif_url)) return null;
  return image.variants.map((v) => `${v.avif_url} ${v.width}w`).join(', ');
}
