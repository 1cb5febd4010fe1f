import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createCollection, previewGrantHeaders } from '../test/factories/catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebDist } from '../modules/seo/seo.fixtures';

let t: TestApp;
let dist: string;
let artwork: { id: number };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dist = fakeWebDist();
  t = await createTestApp({ publicCacheTtlMs: 60_000, webDist: dist });
  const preview = await createCollection(t.app.db, { name: 'Preview' });
  artwork = await createArtwork(t.app.db, { title: 'Morning Tide', price_cents: 50_000 });
  await createArtwork(t.app.db, { title: 'Soon', collectionIds: [preview.id] });
});
afterAll(async () => {
  await t.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('HTTP caching of API reads', () => {
  it('answers public reads with a weak ETag, a CDN-friendly Cache-Control and 304 when unchanged', async () => {
    const res = await get('/api/v1/artworks?limit=20');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    // Browsers always revalidate; only a CDN may serve a stale copy while it refetches.
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(res.headers['cdn-cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(String(res.headers.vary)).toMatch(/authorization/i);
    const again = await get('/api/v1/artworks?limit=20', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a repeated public read from memory, compressed once', async () => {
    await get(`/api/v1/artworks/${artwork.id}`);
    const hit = await get(`/api/v1/artworks/${artwork.id}`, { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.json.bind(hit)).toBeDefined();
    const body =
      hit.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(hit.rawPayload).toString()
        : hit.body;
    expect(JSON.parse(body).data.title).toBe('Morning Tide');
  });

  it('never caches for an admin or a preview holder; no copy of an admin answer is kept', async () => {
    await get('/api/v1/artworks');
    const admin = await get('/api/v1/artworks', t.auth);
    expect(admin.headers['x-cache']).toBeUndefined();
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers.etag).toMatch(/^W\//);
    const grant = await previewGrantHeaders(t);
    const holder = await get('/api/v1/artworks?collection=preview', grant);
    expect(holder.statusCode).toBe(200);
    expect(holder.headers['x-cache']).toBeUndefined();
    expect(holder.headers['cache-control']).toBe('private, no-cache');
    expect(holder.json().data.map((a: { title: string }) => a.title)).toEqual(['Soon']);
    // The grant's answer never reaches an anonymous visitor through the cache.
    expect((await get('/api/v1/artworks?collection=preview')).statusCode).toBe(403);
  });

  it('forgets everything after an admin write, so the next visitor sees the change', async () => {
    const url = `/api/v1/artworks/${artwork.id}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const page = await get(`/artwork/${artwork.id}`);
    expect(page.body).toContain('Morning Tide');

    const update = await t.inject({
      method: 'PUT',
      url,
      headers: t.auth,
      payload: { title: 'Evening Tide' },
    });
    expect(update.statusCode).toBe(200);

    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json().data.title).toBe('Evening Tide');
    const freshPage = await get(`/artwork/${artwork.id}`);
    expect(freshPage.body).toContain('Evening Tide');
    expect(freshPage.body).not.toContain('Morning Tide');
    expect(freshPage.headers.etag).not.toBe(page.headers.etag);
  });

  it('keeps its entries when a write cannot change public data', async () => {
    await get('/api/v1/collections');
    expect((await get('/api/v1/collections')).headers['x-cache']).toBe('HIT');
    await t.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'A question about a painting.' },
    });
    expect((await get('/api/v1/collections')).headers['x-cache']).toBe('HIT');
    // A failed admin write changes nothing either.
    await t.inject({
      method: 'PUT',
      url: '/api/v1/artworks/999999',
      headers: t.auth,
      payload: { title: 'x' },
    });
    expect((await get('/api/v1/collections')).headers['x-cache']).toBe('HIT');
  });
});
