import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkCollections, artworks } from '../../db/schema/index';
import { createArtwork, createCollection, createImage } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let c1: number;
let c2: number;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = t.auth) =>
  t.inject({ method, url: `/api/v1${url}`, payload, headers });
const row = async (id: number) =>
  (await t.app.db.select().from(artworks).where(eq(artworks.id, id)))[0];

beforeAll(async () => {
  c1 = (await createCollection(t.app.db, { name: 'First' })).id;
  c2 = (await createCollection(t.app.db, { name: 'Second' })).id;
  await createArtwork(t.app.db, { title: 'Existing', ordering: 7 });
});

describe('POST /artworks', () => {
  it('creates an artwork: dollars stored as cents, collections in the order given, next ordering', async () => {
    const res = await send('POST', '/artworks', {
      title: '  Harbour Light ',
      price: 1500,
      material: 'Oil',
      substrate: 'Linen',
      width: 20,
      height: 16,
      year_created: 2024,
      availability: 'reserved',
      accolades: ['Shortlisted'],
      collection_ids: [c2, c1, c2],
      featured: true,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      title: 'Harbour Light',
      price: 1500,
      availability: 'reserved',
      accolades: ['Shortlisted'],
      featured: true,
      is_public: true,
      ordering: 8,
      collections: [
        { id: c2, name: 'Second' },
        { id: c1, name: 'First' },
      ],
    });
    expect((await row(data.id))!.price_cents).toBe(150_000);
    const links = await t.app.db
      .select()
      .from(artworkCollections)
      .where(eq(artworkCollections.artwork_id, data.id));
    expect(links.map((l) => [l.collection_id, l.position]).sort()).toEqual(
      [
        [c1, 1],
        [c2, 0],
      ].sort(),
    );
  });

  it('applies defaults to a minimal artwork and respects a given ordering', async () => {
    const res = await send('POST', '/artworks', { title: 'Bare', ordering: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      availability: 'available',
      is_public: true,
      featured: false,
      offers_enabled: false,
      accolades: [],
      collections: [],
      ordering: 2,
      price: null,
      material: null,
    });
  });

  it('sanitises artist_comments: scripts, event handlers and javascript: links go', async () => {
    const html =
      '<p>Dawn <strong>light</strong></p><script>alert(1)</script><img src="https://x.test/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const res = await send('POST', '/artworks', { title: 'Notes', artist_comments: html });
    const stored = (await row(res.json().data.id))!.artist_comments!;
    for (const text of [stored, res.json().data.artist_comments as string]) {
      expect(text).toContain('<p>Dawn <strong>light</strong></p>');
      expect(text).toContain('<img src="https://x.test/a.jpg" />');
      expect(text).not.toMatch(/script|onerror|javascript:|alert/);
    }
  });

  it('takes the thumbnail and image metadata of an uploaded primary image', async () => {
    await createImage(t.app.db, '/uploads/p/main.webp');
    const res = await send('POST', '/artworks', {
      title: 'Uploaded',
      primary_image_url: '/uploads/p/main.webp',
    });
    expect(res.json().data).toMatchObject({
      thumbnail_url: '/uploads/p/main-thumb.webp',
      primary_image: { url: '/uploads/p/main.webp', width: 1600 },
    });
  });

  it('rejects unknown collection ids with 400 naming collection_ids, and creates nothing', async () => {
    const before = (await t.app.db.select().from(artworks)).length;
    const res = await send('POST', '/artworks', { title: 'Orphan', collection_ids: [c1, 99_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('collection_ids: unknown collection id(s): 99999');
    expect((await t.app.db.select().from(artworks)).length).toBe(before);
  });

  it.each([
    [{}, /^title: /],
    [{ title: '   ' }, /^title: Title is required$/],
    [{ title: 'x', price: -5 }, /^price: Price cannot be negative$/],
    [{ title: 'x', price: 10.5 }, /^price: Price is in whole dollars$/],
    [{ title: 'x', price: '100' }, /^price: /],
    [{ title: 'x', availability: 'lost' }, /^availability: /],
    [{ title: 'x', width: 0 }, /^width: must be greater than 0$/],
    [{ title: 'x', year_created: 99 }, /^year_created: /],
    [
      { title: 'x', primary_image_url: 'ftp://x/y.jpg' },
      /^primary_image_url: Must be a path on this site or an http\(s\) URL$/,
    ],
    [{ title: 'x', collection_ids: ['a'] }, /^collection_ids\.0: /],
    [{ title: 'x', accolades: [''] }, /^accolades\.0: /],
  ])('rejects %j with 400 naming the field', async (payload, message) => {
    const res = await send('POST', '/artworks', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.message).toMatch(message);
  });
});

describe('PUT /artworks/:id', () => {
  it('changes only the fields sent', async () => {
    const art = await createArtwork(t.app.db, {
      title: 'Old',
      availability: 'sold',
      featured: true,
      is_public: false,
      accolades: ['Prize'],
      price_cents: 90_000,
      collectionIds: [c1],
    });
    const res = await send('PUT', `/artworks/${art.id}`, { title: 'New' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'New',
      availability: 'sold',
      featured: true,
      is_public: false,
      accolades: ['Prize'],
      price: 900,
      collections: [{ id: c1, name: 'First' }],
    });
  });

  it('lets one work take offers while the shop does not, and back', async () => {
    const art = await createArtwork(t.app.db, { title: 'Offers' });
    const on = await send('PUT', `/artworks/${art.id}`, { offers_enabled: true });
    expect(on.json().data).toMatchObject({ title: 'Offers', offers_enabled: true });
    const seen = await t.inject({ method: 'GET', url: `/api/v1/artworks/${art.id}` });
    expect(seen.json().data.offers_enabled).toBe(true);
    const off = await send('PUT', `/artworks/${art.id}`, { offers_enabled: false });
    expect(off.json().data.offers_enabled).toBe(false);
    expect((await send('PUT', `/artworks/${art.id}`, { offers_enabled: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it('writes price, sanitised notes and replaces collections in the new order', async () => {
    const art = await createArtwork(t.app.db, { title: 'Edit me', collectionIds: [c1, c2] });
    const res = await send('PUT', `/artworks/${art.id}`, {
      price: 2100,
      artist_comments: '<p onclick="x()">ok</p><script>bad()</script>',
      collection_ids: [c2, c1],
    });
    expect(res.json().data).toMatchObject({
      price: 2100,
      artist_comments: '<p>ok</p>',
      collections: [{ id: c2 }, { id: c1 }],
    });
    expect((await row(art.id))!.price_cents).toBe(210_000);
    const cleared = await send('PUT', `/artworks/${art.id}`, { price: null, collection_ids: [] });
    expect(cleared.json().data).toMatchObject({ price: null, collections: [] });
  });

  it('follows a new uploaded primary image with its thumbnail', async () => {
    await createImage(t.app.db, '/uploads/q/new.webp');
    const art = await createArtwork(t.app.db, {
      primary_image_url: '/uploads/q/old.webp',
      thumbnail_url: '/uploads/q/old-t.webp',
    });
    const res = await send('PUT', `/artworks/${art.id}`, {
      primary_image_url: '/uploads/q/new.webp',
    });
    expect(res.json().data.thumbnail_url).toBe('/uploads/q/new-thumb.webp');
  });

  it('changes nothing when a collection id is unknown', async () => {
    const art = await createArtwork(t.app.db, { title: 'Stable', collectionIds: [c1] });
    const res = await send('PUT', `/artworks/${art.id}`, {
      title: 'Changed',
      collection_ids: [c2, 424_242],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^collection_ids: .*424242/);
    expect((await row(art.id))!.title).toBe('Stable');
  });

  it('answers 400 for bad values or ids and 404 for a missing artwork', async () => {
    const art = await createArtwork(t.app.db);
    expect((await send('PUT', `/artworks/${art.id}`, { price: -1 })).json().error.message).toMatch(
      /^price: /,
    );
    expect((await send('PUT', `/artworks/${art.id}`, { title: '' })).statusCode).toBe(400);
    expect((await send('PUT', '/artworks/abc', { title: 'x' })).statusCode).toBe(400);
    const missing = await send('PUT', '/artworks/999999', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Artwork not found');
  });
});

describe('DELETE /artworks/:id', () => {
  it('deletes the artwork and its collection links, not the collections', async () => {
    const art = await createArtwork(t.app.db, { collectionIds: [c1] });
    const res = await send('DELETE', `/artworks/${art.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.admin('GET', `/api/v1/artworks/${art.id}`)).statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(artworkCollections)
        .where(eq(artworkCollections.artwork_id, art.id)),
    ).toEqual([]);
    expect((await t.inject({ method: 'GET', url: `/api/v1/collections/${c1}` })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/artworks/${art.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/artworks/0')).statusCode).toBe(400);
  });
});

describe('admin routes without a valid token', () => {
  it.each([
    ['POST', '/artworks', { title: 'x' }],
    ['PUT', '/artworks/1', { title: 'x' }],
    ['DELETE', '/artworks/1', undefined],
    ['PUT', '/artworks/bulk/reorder', { artworks: [{ id: 1, ordering: 0 }] }],
    ['PUT', '/artworks/bulk/visibility', { artwork_ids: [1], is_public: false }],
    ['POST', '/artworks', { nonsense: true }],
  ] as const)('%s %s answers 401 and changes nothing', async (method, url, payload) => {
    const before = await t.app.db.select().from(artworks);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<
      string,
      string
    >[]) {
      const res = await send(method, url, payload, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect(await t.app.db.select().from(artworks)).toEqual(before);
  });
});
