import { webcrypto } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UploadedImage } from '@atelier/core';
import { validation } from '../../lib/errors';
import { renderImage, type RenderOptions } from './image-pipeline.service';
import { createLimiter } from './limiter.service';
import * as repo from './uploads.repository';

export type { Storage } from './storage.service';

/** At most two decode/resize/encode pipelines run at once in this process. */
const pipelines = createLimiter(2);

export interface ProcessedImage {
  image: UploadedImage;
  /** False when identical bytes had been uploaded before and that image was returned. */
  created: boolean;
}

export function toApi(row: repo.UploadedImageRow): UploadedImage {
  return {
    url: row.url,
    thumbnail_url: row.thumbnail_url,
    width: row.width,
    height: row.height,
    variants: row.variants,
    dominant_color: row.dominant_color,
  };
}

/** "C:\\Users\\me\\IMG_0042.HEIC" -> "IMG_0042.HEIC"; null when nothing is left. */
function cleanName(name: string | null | undefined): string | null {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/')).trim();
  return base ? base.slice(0, 255) : null;
}

/**
 * Turns uploaded bytes into stored WebP variants and a row of uploaded_images. Keys are
 * content-addressed (`yyyy/mm/<sha256 prefix>/<width>.webp`, `thumb.webp`), so identical
 * bytes return the image stored before. Width and height are those of `url`, the largest
 * variant. Throws 415 for anything that is not a JPEG, PNG, WebP, AVIF or HEIC image.
 */
export async function processImage(
  app: FastifyInstance,
  buffer: Buffer,
  originalName?: string | null,
  options: RenderOptions = {},
): Promise<ProcessedImage> {
  if (buffer.length === 0) throw validation('image', 'No image was uploaded');
  // WebCrypto hashes on the thread pool: 25 MB never blocks the event loop.
  const hash = Buffer.from(await webcrypto.subtle.digest('SHA-256', buffer))
    .toString('hex')
    .slice(0, 16);
  const existing = await repo.findByHash(app.db, hash);
  if (existing) return { image: toApi(existing), created: false };

  const rendered = await pipelines(() => renderImage(buffer, options));
  const now = new Date();
  const prefix = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${hash}`;
  const variants: { width: number; url: string }[] = [];
  for (const file of rendered.variants) {
    variants.push({
      width: file.width,
      url: await app.storage.put(`${prefix}/${file.name}`, file.body, 'image/webp'),
    });
  }
  const thumbnailUrl = await app.storage.put(
    `${prefix}/${rendered.thumbnail.name}`,
    rendered.thumbnail.body,
    'image/webp',
  );
  const main = rendered.variants[rendered.variants.length - 1]!;

  const row = await repo.insertImage(app.db, {
    url: variants[variants.length - 1]!.url,
    thumbnail_url: thumbnailUrl,
    storage_prefix: prefix,
    width: main.width,
    height: main.height,
    variants,
    dominant_color: rendered.dominantColor,
    original_name: cleanName(originalName),
    original_format: rendered.format,
    bytes: buffer.length,
  });
  if (row) return { image: toApi(row), created: true };
  // The same bytes were stored by a concurrent request a moment ago: same keys, same files.
  const winner = await repo.findByUrl(app.db, variants[variants.length - 1]!.url);
  if (!winner) throw new Error('uploaded image vanished after a conflicting insert');
  return { image: toApi(winner), created: false };
}
