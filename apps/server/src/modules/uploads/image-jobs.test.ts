import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { imageJobs, uploadedImages } from '../../db/schema/index';
import { postImage } from '../../test/factories/images';
import { useTestApp } from '../../test/test-app';
import * as repo from './image-jobs.repository';
import { IMAGE_JOB_LEASE_MS, runNextImageJob } from './image-jobs.service';
import { imageMetaByUrl } from './uploads.service';

const t = useTestApp();

/** A picture with colour fields and edges (noise would make each encoder take a minute). */
async function canvas(width: number, height: number, format: 'jpeg' | 'tiff' = 'jpeg') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#345"/><stop offset="1" stop-color="#c96"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#a22"/>
    <rect x="${width / 2}" y="${height / 5}" width="${width / 4}" height="${height / 2}" fill="#2a6" opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'tiff'
    ? image.tiff({ compression: 'lzw' }).toBuffer()
    : image.jpeg({ quality: 90 }).toBuffer();
}

const upload = async (bytes: Buffer, name: string, type = 'image/jpeg') => {
  const res = await postImage(t, t.auth, bytes, name, type);
  expect(res.statusCode).toBe(201);
  return res.json().data as { url: string; width: number; height: number };
};

const processing = (url: string, headers = t.auth) =>
  t.inject({
    method: 'GET',
    url: `/api/v1/uploads/image/processing?url=${encodeURIComponent(url)}`,
    headers,
  });

/** The admin's view of an image's processing. */
const progressOf = async (url: string) => (await processing(url)).json().data;

/** The processing answer for an image whose job has not failed. */
const unfailed = (
  url: string,
  status: 'queued' | 'done',
  progress: number,
  deep_zoom: boolean,
) => ({
  url,
  status,
  progress,
  error: null,
  deep_zoom,
});

const jobOf = async (url: string) => {
  const [image] = await t.app.db.select().from(uploadedImages).where(eq(uploadedImages.url, url));
  const [job] = await t.app.db.select().from(imageJobs).where(eq(imageJobs.image_id, image!.id));
  return { image: image!, job: job! };
};

/** Runs every due job, as the worker does. */
const drain = async () => {
  let runs = 0;
  while (await runNextImageJob(t.app)) runs++;
  return runs;
};

describe(
  'image jobs: AVIF variants and deep-zoom tiles (decision 035)',
  { timeout: 60_000 },
  () => {
    it('keeps a large original privately, answers with the display variants at once, then builds AVIF and tiles', async () => {
      const image = await upload(await canvas(3600, 2400), 'scan.jpg');
      expect(image).toMatchObject({ width: 2400, height: 1600 });

      // The original is kept whole, in a store no URL reaches.
      const { image: row } = await jobOf(image.url);
      expect(row.original_key).toMatch(/\/original\.jpeg$/);
      const kept = path.join(t.config.dataDir, 'originals', row.original_key!);
      expect((await sharp(kept).metadata()).width).toBe(3600);
      const served = await t.inject({ method: 'GET', url: `/uploads/${row.original_key}` });
      expect(served.statusCode).toBe(404);
      const traversal = await t.inject({
        method: 'GET',
        url: `/uploads/../originals/${row.original_key}`,
      });
      expect(traversal.statusCode).toBe(404);

      expect(await progressOf(image.url)).toEqual(unfailed(image.url, 'queued', 0, false));
      expect((await imageMetaByUrl(t.app.db, [image.url])).get(image.url)?.deep_zoom).toBeNull();

      expect(await drain()).toBe(1);

      expect(await progressOf(image.url)).toEqual(unfailed(image.url, 'done', 100, true));
      const meta = (await imageMetaByUrl(t.app.db, [image.url])).get(image.url)!;
      expect(meta.deep_zoom).toMatchObject({
        width: 3600,
        height: 2400,
        tile_size: 254,
        overlap: 1,
        format: 'jpeg',
      });
      expect(meta.deep_zoom!.url).toMatch(
        /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\/tiles\/image_files\/$/,
      );

      // Every level is there, the last at the original's full size: 3600 px needs 12 halvings.
      const levels = path.join(t.config.dataDir, meta.deep_zoom!.url);
      expect(
        readdirSync(levels)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...Array(13).keys()]);
      expect(readdirSync(path.join(levels, '12'))).toHaveLength(15 * 10);
      const tile = await t.inject({ method: 'GET', url: `${meta.deep_zoom!.url}12/14_9.jpeg` });
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(tile.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 3600 - 14 * 254 + 1,
        height: 2400 - 9 * 254 + 1,
      });

      // Each WebP variant has its AVIF at the same width, smaller.
      for (const variant of meta.variants) {
        expect(variant.avif_url).toBe(variant.url.replace(/\.webp$/, '.avif'));
        const avif = await t.inject({ method: 'GET', url: variant.avif_url! });
        expect(avif.headers['content-type']).toBe('image/avif');
        expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
          format: 'heif',
          width: variant.width,
        });
      }

      // The public API carries both, so a page can use them.
      const created = await t.admin('POST', '/api/v1/artworks', {
        title: 'Scan',
        primary_image_url: image.url,
        is_public: true,
      });
      expect(created.statusCode).toBe(201);
      const read = await t.inject({
        method: 'GET',
        url: `/api/v1/artworks/${created.json().data.id}`,
      });
      expect(read.json().data.primary_image.deep_zoom.url).toBe(meta.deep_zoom!.url);
      expect(read.json().data.primary_image.variants[0].avif_url).toMatch(/\.avif$/);
    });

    it('makes AVIF but no tiles when the original is no larger than the display image', async () => {
      const image = await upload(await canvas(1200, 900), 'small.jpg');
      expect(await drain()).toBe(1);
      const meta = (await imageMetaByUrl(t.app.db, [image.url])).get(image.url)!;
      expect(meta.deep_zoom).toBeNull();
      expect(meta.variants.map((v) => Boolean(v.avif_url))).toEqual([true, true, true]);
      expect(await progressOf(image.url)).toMatchObject({
        status: 'done',
        deep_zoom: false,
      });
    });

    it('accepts a TIFF scan', async () => {
      const image = await upload(await canvas(2600, 2000, 'tiff'), 'scan.tif', 'image/tiff');
      expect(image).toMatchObject({ width: 2400, height: 1846 });
      const { image: row } = await jobOf(image.url);
      expect(row.original_format).toBe('tiff');
      expect(row.original_key).toMatch(/original\.tiff$/);
      expect(await drain()).toBe(1);
      expect((await progressOf(image.url)).deep_zoom).toBe(true);
    });

    it('claims a job once; a job whose process died is taken again when its lease runs out', async () => {
      const image = await upload(await canvas(1000, 800), 'lease.jpg');
      const { job } = await jobOf(image.url);
      const now = new Date();
      const first = await repo.claimNext(t.app.db, now, IMAGE_JOB_LEASE_MS);
      expect(first?.id).toBe(job.id);
      // Another worker, or this one again, finds nothing while the lease holds.
      expect(await repo.claimNext(t.app.db, now, IMAGE_JOB_LEASE_MS)).toBeNull();
      expect(await runNextImageJob(t.app)).toBe(false);
      const admin = await progressOf(image.url);
      expect(admin.status).toBe('running');
      // The process is gone: after the lease, the job is due again, and runs to the end.
      const later = new Date(now.getTime() + IMAGE_JOB_LEASE_MS + 1000);
      const again = await repo.claimNext(t.app.db, later, IMAGE_JOB_LEASE_MS);
      expect(again).toMatchObject({ id: job.id, attempts: 2 });
      await repo.release(t.app.db, job.id);
      expect(await drain()).toBe(1);
      expect((await jobOf(image.url)).job).toMatchObject({
        status: 'done',
        progress: 100,
        locked_until: null,
      });
    });

    it('gives the job back when the server stops during an encoding, and runs it again later', async () => {
      const image = await upload(await canvas(4000, 3000), 'stopped.jpg');
      const controller = new AbortController();
      const running = runNextImageJob(t.app, controller.signal);
      // Progress 5: the original is copied and the encoder's process is at work on the AVIF
      // (seconds at this size), until the stop kills it.
      await vi.waitFor(async () => expect((await jobOf(image.url)).job.progress).toBe(5), {
        timeout: 30_000,
        interval: 20,
      });
      controller.abort();
      expect(await running).toBe(false);
      // The encoding stopped there: no AVIF reached the store.
      const folder = path.join(t.config.dataDir, path.dirname(image.url));
      expect(readdirSync(folder).filter((name) => name.endsWith('.avif'))).toEqual([]);
      expect((await jobOf(image.url)).job).toMatchObject({
        status: 'queued',
        progress: 0,
        locked_until: null,
        error: null,
      });
      expect(await drain()).toBe(1);
      expect(await progressOf(image.url)).toEqual(unfailed(image.url, 'done', 100, true));
    });

    it('retries a failing job, then shows the admin why it failed', async () => {
      const image = await upload(await canvas(900, 700), 'lost.jpg');
      const { image: row, job } = await jobOf(image.url);
      await t.app.db
        .update(uploadedImages)
        .set({ original_key: `${row.storage_prefix}/gone.jpeg` })
        .where(eq(uploadedImages.id, row.id));
      for (let attempt = 1; attempt <= 3; attempt++) {
        await t.app.db
          .update(imageJobs)
          .set({ next_attempt_at: new Date(0) })
          .where(eq(imageJobs.id, job.id));
        expect(await runNextImageJob(t.app)).toBe(true);
        const { job: now } = await jobOf(image.url);
        expect(now.status).toBe(attempt < 3 ? 'queued' : 'failed');
        expect(now.attempts).toBe(attempt);
      }
      const admin = await progressOf(image.url);
      expect(admin).toMatchObject({ status: 'failed', deep_zoom: false });
      expect(admin.error).toMatch(/original .*gone\.jpeg is missing/);
      // A failed image still shows: its WebP variants were there from the start.
      const meta = (await imageMetaByUrl(t.app.db, [image.url])).get(image.url)!;
      expect(meta.variants.every((v) => !v.avif_url)).toBe(true);
    });

    it('answers the admin only, and 404 for a URL that is no uploaded image', async () => {
      expect((await processing('/uploads/nothing.webp', {})).statusCode).toBe(401);
      const res = await processing('/uploads/nothing.webp');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('There is no uploaded image at this URL');
      expect(existsSync(path.join(t.config.dataDir, 'originals'))).toBe(true);
    });
  },
);
