import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { DeepZoom, ImageJobStatus, ImageProcessing, ImageVariant } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { EncoderStopped, encodeInChildProcess } from './image-encoder.service';
import { MAX_INPUT_PIXELS, TILES } from './image-pipeline.service';
import * as repo from './image-jobs.repository';
import { originalsStore } from './storage-drivers.service';
import { contentTypeOf } from './storage.service';

/** A claim lasts this long unless renewed; the worker renews it as it goes (decision 035). */
export const IMAGE_JOB_LEASE_MS = 120_000;
const HEARTBEAT_MS = 15_000;
/** Three tries: a minute, then ten, apart. */
const RETRY_MS = [60_000, 600_000];
/** Tiles stored at once: the bucket's round trips overlap, the disk does not mind. */
const PUT_CONCURRENCY = 8;

/** Thrown inside a job when the server stops: the job is given back, not failed. */
class Stopped extends Error {}

/**
 * Runs the next due image job, if any (decision 035): AVIF beside each WebP variant, then,
 * when the original is larger than the largest display variant, its Deep Zoom tiles. Returns
 * false when no job was due. `signal` aborts between steps: the job is released for the next
 * claim.
 */
export async function runNextImageJob(
  app: FastifyInstance,
  signal: AbortSignal = new AbortController().signal,
): Promise<boolean> {
  const job = await repo.claimNext(app.db, new Date(), IMAGE_JOB_LEASE_MS);
  if (!job) return false;
  const temp = mkdtempSync(path.join(tmpdir(), 'atelier-image-job-'));
  try {
    const done = await buildImage(app, job, temp, signal);
    await repo.complete(app.db, job, done, new Date());
    await app.publicDataChanged(['works', 'posts']);
    app.log.info({ imageId: job.image_id, deepZoom: Boolean(done.deep_zoom) }, 'image job done');
  } catch (err) {
    // A stop that came during an encoding kills the encoder's process: given back all the same.
    if (err instanceof Stopped || err instanceof EncoderStopped) {
      await repo.release(app.db, job.id);
      return false;
    }
    const message = err instanceof Error ? err.message : String(err);
    const wait = RETRY_MS[job.attempts - 1];
    await repo.fail(app.db, job.id, message, wait ? new Date(Date.now() + wait) : null);
    app.log.error({ err, imageId: job.image_id, attempt: job.attempts }, 'image job failed');
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return true;
}

async function buildImage(
  app: FastifyInstance,
  job: repo.ImageJobRow,
  temp: string,
  signal: AbortSignal,
): Promise<{ variants: ImageVariant[]; deep_zoom: DeepZoom | null }> {
  const image = await repo.imageById(app.db, job.image_id);
  if (!image) throw new Error(`image ${job.image_id} is gone`);
  if (!image.original_key) return { variants: image.variants, deep_zoom: image.deep_zoom };

  let progress = 0;
  let lastBeat = Date.now();
  const step = async (to: number, force = false) => {
    progress = to;
    if (signal.aborted) throw new Stopped();
    if (!force && Date.now() - lastBeat < HEARTBEAT_MS) return;
    lastBeat = Date.now();
    const mine = await repo.heartbeat(
      app.db,
      job.id,
      Math.floor(progress),
      new Date(lastBeat + IMAGE_JOB_LEASE_MS),
    );
    if (!mine) throw new Stopped();
  };

  const original = path.join(temp, 'original');
  const body = await originalsStore(app.config).get(image.original_key);
  if (!body) throw new Error(`the original ${image.original_key} is missing`);
  await pipeline(body, createWriteStream(original));
  await step(5, true);

  const avifDir = path.join(temp, 'avif');
  mkdirSync(avifDir);
  const avif = await encodeInChildProcess(
    { op: 'avif', input: original, widths: image.variants.map((v) => v.width), outDir: avifDir },
    { signal },
  );
  const variants: ImageVariant[] = [];
  for (const [i, variant] of image.variants.entries()) {
    const file = avif.files[i]!;
    const url = await app.storage.put(
      `${image.storage_prefix}/${file.name}`,
      readFileSync(path.join(avifDir, file.name)),
      'image/avif',
    );
    variants.push({ width: variant.width, url: variant.url, avif_url: url });
  }
  await step(30, true);

  const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const fullWidth = (meta.autoOrient ?? meta).width;
  // Tiles show more than the display image only when the original is larger than it.
  if (fullWidth <= image.width) return { variants, deep_zoom: null };

  const tiles = await encodeInChildProcess({ op: 'tiles', input: original, dir: temp }, { signal });
  await step(50, true);
  const files = listFiles(tiles.filesDir);
  const base = `${image.storage_prefix}/tiles/image_files`;
  let stored = 0;
  const queue = [...files];
  await Promise.all(
    Array.from({ length: PUT_CONCURRENCY }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const key = `${base}/${file}`;
        await app.storage.put(
          key,
          createReadStream(path.join(tiles.filesDir, file)),
          contentTypeOf(key),
        );
        stored++;
        await step(50 + (45 * stored) / files.length);
      }
    }),
  );
  return {
    variants,
    deep_zoom: {
      url: `${app.storage.urlFor(base)}/`,
      width: tiles.width,
      height: tiles.height,
      tile_size: TILES.size,
      overlap: TILES.overlap,
      format: TILES.format,
    },
  };
}

/** "<level>/<col>_<row>.jpeg" of every tile under the pyramid's folder. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((level) => level.isDirectory())
    .flatMap((level) =>
      readdirSync(path.join(dir, level.name)).map((tile) => `${level.name}/${tile}`),
    );
}

/** Where the background work on an uploaded image stands, for the admin (404 for no such image). */
export async function imageProcessing(app: FastifyInstance, url: string): Promise<ImageProcessing> {
  const row = await repo.jobOfImageUrl(app.db, url);
  if (!row) throw notFound('There is no uploaded image at this URL');
  const job = row.job;
  return {
    url,
    // Images from before the jobs existed have nothing left to do.
    status: job?.status ?? 'done',
    progress: job?.progress ?? 100,
    error: job?.status === 'failed' ? job.error : null,
    deep_zoom: Boolean(row.deep_zoom),
  };
}

/** The number of jobs in each status (for /metrics, and for benchmarks waiting for a quiet server). */
export async function imageJobCounts(db: DbOrTx): Promise<Record<ImageJobStatus, number>> {
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const { status, n } of await repo.countsByStatus(db)) counts[status] = n;
  return counts;
}
