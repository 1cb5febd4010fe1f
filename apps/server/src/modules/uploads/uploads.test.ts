import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@atelier/core';
import { uploadedImages } from '../../db/schema/index';
import { imageUpload, multipartBody, phoneJpeg, solidImage } from '../../test/factories/images';
import { useTestApp } from '../../test/test-app';
import { UNSUPPORTED_IMAGE_MESSAGE, variantWidths } from './image-pipeline.service';

const t = useTestApp();

const upload = (
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = t.auth,
) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/uploads/image',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });

/** The file behind a /uploads/... URL. */
const fileOf = (url: string) => path.join(t.config.dataDir, url);

/** The stored file's metadata (format, size) as sharp reads it. */
const storedMeta = (url: string) => sharp(readFileSync(fileOf(url))).metadata();

/** The stored file's width and height. */
const storedSize = async (url: string) => {
  const { width, height } = await storedMeta(url);
  return { width, height };
};

/** The widths of an uploaded image's variants, smallest first. */
const widthsOf = (image: { variants: { width: number }[] }) => image.variants.map((v) => v.width);

/** Uploads an image that must be accepted; returns the stored image. */
async function uploaded(body: Parameters<typeof upload>[0]) {
  const res = await upload(body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('variantWidths', () => {
  it('keeps the standard widths below the original and ends with the original capped at 2400', () => {
    expect(variantWidths(4032)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2000)).toEqual([480, 960, 1600, 2000]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('POST /uploads/image', () => {
  it('auto-rotates a phone photo, strips EXIF and GPS, and stores WebP variants and a thumbnail', async () => {
    const bytes = await phoneJpeg(2100, 1400);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const image = await uploaded(imageUpload(bytes, 'IMG_0042.JPG'));

    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const prefix = new RegExp(`^/uploads/\\d{4}/\\d{2}/${hash}/`);
    expect(image.url).toMatch(new RegExp(`${prefix.source}1400\\.webp$`));
    expect(image.thumbnail_url).toMatch(new RegExp(`${prefix.source}thumb\\.webp$`));
    expect(image).toMatchObject({ width: 1400, height: 2100 });
    expect(widthsOf(image)).toEqual([480, 960, 1400]);
    expect(image.variants.at(-1).url).toBe(image.url);
    expect(image.dominant_color).toMatch(/^#[0-9a-f]{6}$/);

    for (const variant of image.variants) {
      const meta = await storedMeta(variant.url);
      expect(meta).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: variant.width * 1.5,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const thumb = await storedMeta(image.thumbnail_url);
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 600 });

    // Orientation 6 turns the stored left half (red) into the top half.
    const { data, info } = await sharp(readFileSync(fileOf(image.url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    const [topR, , topB] = pixel(700, 300);
    const [bottomR, , bottomB] = pixel(700, 1800);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(50);
    expect(bottomR).toBeLessThan(50);
    expect(bottomB).toBeGreaterThan(200);

    const [row] = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.url, image.url));
    expect(row).toMatchObject({
      original_name: 'IMG_0042.JPG',
      original_format: 'jpeg',
      bytes: bytes.length,
      width: 1400,
      height: 2100,
    });
    expect(row!.storage_prefix).toMatch(new RegExp(`^\\d{4}/\\d{2}/${hash}$`));
  });

  it('caps the main image at 2400 px wide', async () => {
    const image = await uploaded(
      imageUpload(await solidImage(3000, 1000, '#204060'), 'panorama.jpg'),
    );
    expect(image).toMatchObject({ width: 2400, height: 800 });
    expect(widthsOf(image)).toEqual([480, 960, 1600, 2400]);
    expect(await storedSize(image.url)).toEqual({ width: 2400, height: 800 });
  });

  it('never upscales a small image and keeps its one width', async () => {
    const image = await uploaded(
      imageUpload(await solidImage(300, 200, '#3a5f0b', 'png'), 'small.png', 'image/png'),
    );
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(image.variants).toEqual([{ width: 300, url: image.url }]);
    expect(image.url).toMatch(/\/300\.webp$/);
    expect(await storedSize(image.thumbnail_url)).toEqual({ width: 300, height: 200 });
  });

  it('gives the thumbnail the whole picture at 400 px wide, uncropped', async () => {
    const image = await uploaded(
      imageUpload(await solidImage(1200, 600, '#b04a2f', 'webp'), 'wide.webp', 'image/webp'),
    );
    expect(widthsOf(image)).toEqual([480, 960, 1200]);
    expect(await storedSize(image.thumbnail_url)).toEqual({ width: 400, height: 200 });
    // Dominant colour of a flat image is that colour, within one histogram bin.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(image.dominant_color.slice(i, i + 2), 16));
    expect(Math.abs(r! - 0xb0)).toBeLessThanOrEqual(16);
    expect(Math.abs(g! - 0x4a)).toBeLessThanOrEqual(16);
    expect(Math.abs(b! - 0x2f)).toBeLessThanOrEqual(16);
  });

  it('accepts AVIF by its content, whatever the name and declared type say', async () => {
    const res = await upload(
      imageUpload(
        await solidImage(640, 480, '#224466', 'avif'),
        'scan.bin',
        'application/octet-stream',
      ),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.url, res.json().data.url));
    expect(row!.original_format).toBe('avif');
  });

  it('refuses a text file named photo.jpg, an SVG and a GIF with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const body of [Buffer.from('definitely not a picture\n'.repeat(20)), svg, gif]) {
      const res = await upload(imageUpload(body, 'photo.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: UNSUPPORTED_IMAGE_MESSAGE,
      });
    }
  });

  it('answers 422 in the envelope for a 1000 x 20000 PNG, which WebP cannot hold, and stores nothing', async () => {
    const before = (await t.app.db.select().from(uploadedImages)).length;
    const tall = await solidImage(1000, 20_000, '#203040', 'png');
    const res = await upload(imageUpload(tall, 'scroll.png', 'image/png'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'unprocessable',
        message: 'The image is too tall or too wide to convert: at most 16383 pixels on each side.',
      },
    });
    expect((await t.app.db.select().from(uploadedImages)).length).toBe(before);
  });

  it('answers 413 for a file larger than 200 MB', async () => {
    const body = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0xff);
    const res = await upload(imageUpload(body, 'huge.jpg'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(res.json().error.message).toBe('The image is too large. The limit is 200 MB.');
  });

  it('answers 400 when the image field is missing, empty or not multipart', async () => {
    const noFile = multipartBody([], { title: 'Untitled' });
    const wrongField = multipartBody([
      {
        field: 'photo',
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        body: await solidImage(20, 20),
      },
    ]);
    const empty = imageUpload(Buffer.alloc(0));
    for (const body of [noFile, wrongField, empty]) {
      const res = await upload(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('image: No image was uploaded');
    }
    const noBoundary = await t.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      headers: { ...t.auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.admin('POST', '/api/v1/uploads/image', { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('image: No image was uploaded');
  });

  it('answers 401 without an admin token and stores nothing', async () => {
    const before = (await t.app.db.select().from(uploadedImages)).length;
    const res = await upload(imageUpload(await solidImage(50, 50, '#010203')), {});
    expect(res.statusCode).toBe(401);
    expect((await t.app.db.select().from(uploadedImages)).length).toBe(before);
  });

  it('serves the stored files at /uploads/... as immutable WebP', async () => {
    const created = await upload(imageUpload(await solidImage(800, 600, '#445566'), 'served.jpg'));
    const { url, thumbnail_url } = created.json().data;
    for (const u of [url, thumbnail_url]) {
      const res = await t.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(readFileSync(fileOf(u)))).toBe(true);
    }
  });

  it('returns the image stored before when identical bytes come again', async () => {
    const bytes = await solidImage(1000, 800, '#778899');
    const first = await upload(imageUpload(bytes, 'first.jpg'));
    const again = await upload(imageUpload(bytes, 'renamed.jpeg'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.url, first.json().data.url));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.original_name).toBe('first.jpg');
    expect(existsSync(fileOf(first.json().data.url))).toBe(true);
  });
});
