import { webcrypto } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ImageMeta, UploadedImage } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { validation } from '../../lib/errors';
import { renderImage, type RenderOptions } from './image-pipeline.service';
import { createLimiter } from './limiter.service';
import { originalsStore } from './storage-drivers.service';
import * as repo from './uploads.repository';

export type { Storage } from './storage.service';

/** At most two decode/resize/encode pipelines run at once in this process. */
const pipelines = createLimiter(2);

export interface ProcessedImage {
  image: UploadedImage;
  /** False when identical bytes had been uploaded before and that image was returned. */
  created: boolean;
}

/** An upload streamed to a temporary file, hashed on the way (uploads.routes.ts). */
export interface StreamedUpload {
  path: string;
  /** SHA-256 of the bytes, in hex. */
  sha256: string;
  bytes: number;
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

/**
 * What the public API says of the images at these URLs (srcset, AVIF, placeholder colour,
 * deep zoom), by URL: one query for any number of them. URLs of no uploaded image are absent.
 * The same JSON as artworks and posts carry (`imageMetaJson`, db/image-meta-sql.ts).
 */
export async function imageMetaByUrl(
  db: DbOrTx,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, ImageMeta>> {
  const wanted = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const rows = await repo.imageMetas(db, wanted);
  return new Map(rows.map(({ url, meta }) => [url, meta]));
}

/** The thumbnail the pipeline made for an uploaded image; null for any other URL. */
export async function thumbnailOf(db: DbOrTx, url: string | null | undefined) {
  if (!url) return null;
  return repo.findThumbnail(db, url);
}

/** "C:\\Users\\me\\IMG_0042.HEIC" -> "IMG_0042.HEIC"; null when nothing is left. */
function cleanName(name: string | null | undefined): string | null {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/')).trim();
  return base ? base.slice(0, 255) : null;
}

const ORIGINAL_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
} as const;

/**
 * Turns an upload into stored WebP variants, keeps the original privately, and records both
 * with the job that will add AVIF variants and deep-zoom tiles (decision 035). Keys are
 * content-addressed (`yyyy/mm/<sha256 prefix>/<width>.webp`, `thumb.webp`), so identical bytes
 * return the image stored before. Width and height are those of `url`, the largest variant.
 * Answers as soon as the display variants exist. Throws 415 for anything that is not a JPEG,
 * PNG, TIFF, WebP, AVIF or HEIC image.
 */
export async function processImage(
  app: FastifyInstance,
  input: Buffer | StreamedUpload,
  originalName?: string | null,
  options: RenderOptions = {},
): Promise<ProcessedImage> {
  const bytes = Buffer.isBuffer(input) ? input.length : input.bytes;
  if (bytes === 0) throw validation('image', 'No image was uploaded');
  // WebCrypto hashes on the thread pool: a large buffer never blocks the event loop.
  const sha256 = Buffer.isBuffer(input)
    ? Buffer.from(await webcrypto.subtle.digest('SHA-256', input)).toString('hex')
    : input.sha256;
  const hash = sha256.slice(0, 16);
  const existing = await repo.findByHash(app.db, hash);
  if (existing) return { image: toApi(existing), created: false };

  const source = Buffer.isBuffer(input) ? input : input.path;
  const rendered = await pipelines(() => renderImage(source, options));
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
  // The original, as it came, where no URL reaches it: the source of the tiles and of any
  // future size (decision 035). Stored before the row, so a job never lacks it.
  const originalKey = `${prefix}/original.${rendered.format}`;
  await originalsStore(app.config).put(
    originalKey,
    Buffer.isBuffer(input) ? input : createReadStream(input.path),
    ORIGINAL_TYPES[rendered.format],
  );
  const main = rendered.variants[rendered.variants.length - 1]!;

  const row = await repo.insertImageWithJob(app.db, {
    url: variants[variants.length - 1]!.url,
    thumbnail_url: thumbnailUrl,
    storage_prefix: prefix,
    width: main.width,
    height: main.height,
    variants,
    dominant_color: rendered.dominantColor,
    original_name: cleanName(originalName),
    original_format: rendered.format,
    original_key: originalKey,
    bytes,
  });
  if (row) {
    app.imageJobs?.wake();
    return { image: toApi(row), created: true };
  }
  // The same bytes were stored by a concurrent request a moment ago: same keys, same files.
  const winner = await repo.findByUrl(app.db, variants[variants.length - 1]!.url);
  if (!winner) throw new Error('uploaded image vanished after a conflicting insert');
  return { image: toApi(winner), created: false };
}
