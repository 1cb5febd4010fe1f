import type { FastifyInstance } from 'fastify';
import type { UploadedImage } from '@atelier/core';
import { slugify } from '../lib/slug';
import { processImage } from '../modules/uploads/uploads.service';
import type { DemoArtwork } from './artworks.data';
import { renderFramed } from './frame';
import { paintingOf } from './paintings';

/** Generated pictures are encoded the quick way: a quarter of the encoding time, no visible loss. */
const FAST = { fast: true } as const;

export interface DemoImages {
  image: UploadedImage;
  framed: UploadedImage | null;
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
    const jpeg = await paintingOf(art, longSide);
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
