import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createArtwork } from '../../test/factories/catalogue';
import { postImage, solidImage } from '../../test/factories/images';
import { startTestS3, type TestS3 } from '../../test/s3';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The whole app on STORAGE_URL (a real s3rver) with PUBLIC_ASSET_URL: decision 025. */
const CDN = 'https://cdn.example.com/uploads';
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  const env = loadConfig({ STORAGE_URL: s3.storageUrl, PUBLIC_ASSET_URL: `${CDN}/` });
  t = await createTestApp({ storage: env.storage, publicAssetUrl: env.publicAssetUrl });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('uploads in a bucket, shown under PUBLIC_ASSET_URL', () => {
  it('stores the variants in the bucket and serves /uploads/<key> from it on any instance', async () => {
    const created = await postImage(
      t,
      t.auth,
      await solidImage(1000, 750, '#7a5533'),
      'bucket.jpg',
    );
    expect(created.statusCode).toBe(201);
    const image = created.json().data;
    expect(image.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\/1000\.webp$/);

    const key = image.url.slice('/uploads/'.length);
    const inBucket = await fetch(`${s3.endpoint}/atelier-test/uploads/${key}`);
    expect(inBucket.status).toBe(200);
    const bucketBytes = Buffer.from(await inBucket.arrayBuffer());

    const served = await t.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(sha(served.rawPayload)).toBe(sha(bucketBytes));

    for (const missing of [
      '/uploads/2026/01/none/1.webp',
      '/uploads/..%2Fprivate%2Fbackups%2Fx.zip',
    ])
      expect((await t.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    // A malformed escape is refused by the router itself, in the envelope, never a 5xx.
    const malformed = await t.inject({ method: 'GET', url: '/uploads/2026/%E0%A4%A/1.webp' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeDefined();
  });

  it('names images under PUBLIC_ASSET_URL in public reads, and keeps the site path for the admin', async () => {
    const artwork = await createArtwork(t.app.db, {
      title: 'Harbour at dusk',
      primary_image_url: '/uploads/2026/11/abc/960.webp',
    });
    const publicRead = await t.inject({ method: 'GET', url: `/api/v1/artworks/${artwork.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data.primary_image_url).toBe(`${CDN}/2026/11/abc/960.webp`);
    expect(publicRead.body).not.toContain('"/uploads/');

    const adminRead = await t.admin('GET', `/api/v1/artworks/${artwork.id}`);
    expect(adminRead.json().data.primary_image_url).toBe('/uploads/2026/11/abc/960.webp');
  });
});
