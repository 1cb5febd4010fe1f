import type { FastifyInstance } from 'fastify';
import type { UploadedImage } from '@atelier/core';
import { slugify } from '../../lib/slug';
import { processImage } from '../../modules/uploads/uploads.service';
import type { DemoArtwork } from './artworks.data';
import { renderFramed } from './frame';
import { renderPainting } from './paintings';

/** Generated pictures are encoded the quick way: a quarter of the encoding time, no visible loss. */
const FAST = { fast: true } as const;

export interface DemoImages {
  image: UploadedImage;
  framed: UploadedImage | null;
}

/** Pixel size of a painting whose longer side is `longSide`, at the proportions of its canvas. */
export function pixelSize(art: Pick<DemoArtwork, 'width' | 'height'>, longSide: number) {
  return art.width >= art.height
    ? { width: longSide, height: Math.round((longSide * art.height) / art.width) }
    : { width: Math.round((longSide * art.width) / art.height), height: longSide };
}

/** FNV-1a of the title: each painting keeps its picture whatever the order of the list. */
function seedOf(title: string): number {
  let h = 0x811c9dc5;
  for (const ch of title) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** Runs `fn` over `items`, `size` at a time, keeping the order of the results. */
async function pool<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/**
 * Paints every demo artwork (and its framed view when it has one) and stores it through the
 * upload pipeline, so each gets WebP variants, a thumbnail and a row in uploaded_images
 * exactly as an upload would. Seeds are fixed: a second run yields identical bytes, which
 * the content-addressed storage recognises.
 */
export async function createDemoImages(
  app: FastifyInstance,
  artworks: readonly DemoArtwork[],
  longSide: number,
): Promise<Map<string, DemoImages>> {
  const done = await pool(artworks, 2, async (art) => {
    const jpeg = await renderPainting({
      ...art.painting,
      seed: seedOf(art.title),
      ...pixelSize(art, longSide),
    });
    const name = slugify(art.title);
    const { image } = await processImage(app, jpeg, `${name}.jpg`, FAST);
    const framed = art.frame
      ? (await processImage(app, await renderFramed(jpeg, art.frame), `${name}-framed.jpg`, FAST))
          .image
      : null;
    return [art.title, { image, framed }] as const;
  });
  return new Map(done);
}
