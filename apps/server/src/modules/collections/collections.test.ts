import { beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let ids: Record<'beta' | 'alpha' | 'first' | 'gated', number>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });

beforeAll(async () => {
  const db = t.app.db;
  const beta = await createCollection(db, {
    name: 'Beta',
    slug: 'beta',
    ordering: 1,
    description: 'Second row',
  });
  const alpha = await createCollection(db, { name: 'Alpha', slug: 'alpha', ordering: 1 });
  const first = await createCollection(db, { name: 'Zulu', slug: 'zulu', ordering: 0 });
  const gated = await createCollection(db, { name: 'PREVIEW', slug: 'preview', ordering: 5 });
  await createArtwork(db, { collectionIds: [beta.id] });
  await createArtwork(db, { collectionIds: [beta.id, alpha.id] });
  await createArtwork(db, { collectionIds: [beta.id], is_public: false });
  await createArtwork(db, { collectionIds: [gated.id] });
  ids = { beta: beta.id, alpha: alpha.id, first: first.id, gated: gated.id };
});

describe('GET /collections', () => {
  it('lists by ordering then name, with public artwork counts and the gated flag', async () => {
    const res = await get('/collections');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: ids.first,
        name: 'Zulu',
        slug: 'zulu',
        description: null,
        ordering: 0,
        artwork_count: 0,
        is_gated: false,
      },
      {
        id: ids.alpha,
        name: 'Alpha',
        slug: 'alpha',
        description: null,
        ordering: 1,
        artwork_count: 1,
        is_gated: false,
      },
      {
        id: ids.beta,
        name: 'Beta',
        slug: 'beta',
        description: 'Second row',
        ordering: 1,
        artwork_count: 2,
        is_gated: false,
      },
      {
        id: ids.gated,
        name: 'PREVIEW',
        slug: 'preview',
        description: null,
        ordering: 5,
        artwork_count: 1,
        is_gated: true,
      },
    ]);
  });

  it('counts hidden works for the admin', async () => {
    const data = (await get('/collections', t.auth)).json().data as {
      id: number;
      artwork_count: number;
    }[];
    expect(data.find((c) => c.id === ids.beta)!.artwork_count).toBe(3);
  });
});

describe('GET /collections/:id', () => {
  it('returns one collection', async () => {
    const res = await get(`/collections/${ids.beta}`);
    expect(res.json().data).toMatchObject({
      id: ids.beta,
      name: 'Beta',
      artwork_count: 2,
      is_gated: false,
    });
    expect((await get(`/collections/${ids.beta}`, t.auth)).json().data.artwork_count).toBe(3);
  });

  it('answers 404 "Collection not found" and 400 for a bad id', async () => {
    const missing = await get('/collections/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Collection not found');
    expect((await get('/collections/abc')).statusCode).toBe(400);
    expect((await get('/collections/0')).json().error.message).toMatch(/^id: /);
  });
});

describe('admin collection routes without a valid token', () => {
  it.each([
    ['POST', '/collections', { name: 'Nope' }],
    ['PUT', '/collections/1', { name: 'Nope' }],
    ['DELETE', '/collections/1', undefined],
    ['PUT', '/collections/reorder', { collections: [{ id: 1, ordering: 9 }] }],
  ] as const)('%s %s answers 401 and changes nothing', async (method, url, payload) => {
    const before = (await get('/collections', t.auth)).json();
    for (const headers of [{}, { authorization: 'Bearer forged' }]) {
      const res = await t.inject({ method, url: `/api/v1${url}`, payload, headers });
      expect(res.statusCode).toBe(401);
    }
    expect((await get('/collections', t.auth)).json()).toEqual(before);
  });
});
