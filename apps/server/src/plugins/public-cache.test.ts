import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../db/schema/index';
import { createPost } from '../test/factories/blog';
import { createArtwork, createCollection, previewGrantHeaders } from '../test/factories/catalogue';
import type { TestApp } from '../test/test-app';
import { useTestAppWithWebDist } from '../test/web-dist-app';

const t = useTestAppWithWebDist({ publicCacheTtlMs: 60_000 });
let artwork: { id: number };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const preview = await createCollection(t.app.db, { name: 'Preview' });
  artwork = await createArtwork(t.app.db, { title: 'Morning Tide', price_cents: 50_000 });
  await createArtwork(t.app.db, { title: 'Soon', collectionIds: [preview.id] });
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
    const question = await t.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      payload: {
        artwork_id: artwork.id,
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Is this one still available?',
      },
    });
    expect(question.statusCode).toBe(201);
    expect((await get('/api/v1/collections')).headers['x-cache']).toBe('HIT');
    // A failed admin write changes nothing either.
    await t.admin('PUT', '/api/v1/artworks/999999', { title: 'x' });
    expect((await get('/api/v1/collections')).headers['x-cache']).toBe('HIT');
  });
});

describe('offers and the cache', () => {
  it('keeps its entries for an offer, and shows the work reserved once its counter is accepted', async () => {
    const work = await createArtwork(t.app.db, {
      title: 'Offer Tide',
      price_cents: 80_000,
      offers_enabled: true,
    });
    const url = `/api/v1/artworks/${work.id}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const made = await t.inject({
      method: 'POST',
      url: '/api/v1/offers',
      payload: {
        artwork_id: work.id,
        amount: 700,
        name: 'Ada',
        email: 'ada.offer@example.com',
        shipping_address: {
          line1: '1 Main St',
          city: 'Portland',
          region: 'ME',
          postal_code: '04101',
          country: 'US',
        },
      },
    });
    expect(made.statusCode).toBe(201);
    expect((await get(url)).headers['x-cache']).toBe('HIT');

    const [offer] = (await t.app.db.select().from(offers)).filter((o) => o.artwork_id === work.id);
    const counter = await t.admin('POST', `/api/v1/admin/offers/${offer!.id}/counter`, {
      amount: 750,
    });
    expect(counter.statusCode).toBe(200);
    await get(url);
    const accepted = await t.inject({
      method: 'POST',
      url: `/api/v1/offers/${offer!.token}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json().data.availability).toBe('reserved');
  });
});

describe('cache keys, scopes and crowds', () => {
  it('keys a read by its canonical URL: unknown parameters neither miss nor fill the cache', async () => {
    const first = await get('/api/v1/artworks?limit=5&offset=0');
    expect(first.headers['x-cache']).toBe('MISS');
    for (const junk of [
      '/api/v1/artworks?offset=0&limit=5',
      '/api/v1/artworks?limit=5&offset=0&x=1',
      `/api/v1/artworks?utm_source=news&limit=5&offset=0&r=${Math.random()}`,
    ]) {
      const res = await get(junk);
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.body).toBe(first.body);
    }
    // A parameter the route reads is another entry.
    expect((await get('/api/v1/artworks?limit=6&offset=0')).headers['x-cache']).toBe('MISS');
    // A route without query parameters has one entry whatever is added.
    await get(`/api/v1/artworks/${artwork.id}?a=1`);
    expect((await get(`/api/v1/artworks/${artwork.id}?b=2`)).headers['x-cache']).toBe('HIT');
  });

  it('empties only what a write changes: a post edit keeps the gallery, a work edit keeps the blog', async () => {
    const post = await createPost(t.app.db, { title: 'Studio notes', status: 'published' });
    const reads = ['/api/v1/artworks', '/api/v1/blog/posts', '/api/v1/settings/site_name'];
    const pages = ['/artwork', '/blog'];
    const warm = async () => {
      for (const url of [...reads, ...pages]) await get(url);
      expect((await get(reads[0]!)).headers['x-cache']).toBe('HIT');
    };
    const cached = (url: string) =>
      url.startsWith('/api/')
        ? get(url).then((res) => res.headers['x-cache'] === 'HIT')
        : Promise.resolve(t.app.publicCache.get(`page:${url}`) !== null);
    const state = async () =>
      Object.fromEntries(
        await Promise.all([...reads, ...pages].map(async (url) => [url, await cached(url)])),
      );

    /** Warms every read, makes this write (which must succeed) and says what stayed cached. */
    const stateAfter = async (write: () => ReturnType<TestApp['admin']>) => {
      await warm();
      expect((await write()).statusCode).toBe(200);
      return state();
    };

    expect(
      await stateAfter(() =>
        t.admin('PUT', `/api/v1/blog/posts/${post.id}`, { title: 'Studio notes, revised' }),
      ),
    ).toEqual({
      '/api/v1/artworks': true,
      '/api/v1/blog/posts': false,
      '/api/v1/settings/site_name': true,
      '/artwork': true,
      '/blog': false,
    });

    expect(
      await stateAfter(() =>
        t.admin('PUT', `/api/v1/artworks/${artwork.id}`, { title: 'Morning Tide' }),
      ),
    ).toEqual({
      '/api/v1/artworks': false,
      '/api/v1/blog/posts': true,
      '/api/v1/settings/site_name': true,
      '/artwork': false,
      '/blog': true,
    });

    // A change to the site (its settings) empties everything.
    const afterSetting = await stateAfter(() =>
      t.admin('PUT', '/api/v1/admin/settings/site_name', { value: 'The Studio' }),
    );
    expect(Object.values(afterSetting)).toEqual([false, false, false, false, false]);
  });

  it('answers a crowd of misses for one key with one computation', async () => {
    const url = '/api/v1/artworks?limit=3&offset=1';
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((res) => res.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });
});
