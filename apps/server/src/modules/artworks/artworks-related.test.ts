import { beforeAll, describe, expect, it } from 'vitest';
import {
  createArtwork,
  createCollection,
  previewGrantHeaders,
} from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { titles } from './artworks.fixtures';

const t = useTestApp();
let grant: Record<string, string>;
const a: Record<string, number> = {};
const related = (id: number, qs = '', headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1/artworks/${id}/related${qs}`, headers });

beforeAll(async () => {
  const db = t.app.db;
  const seas = await createCollection(db, { name: 'Seas' });
  const forest = await createCollection(db, { name: 'Forest' });
  const lonely = await createCollection(db, { name: 'Lonely' });
  const preview = await createCollection(db, { name: 'preview' });
  let ordering = 0;
  const add = async (title: string, values: Parameters<typeof createArtwork>[1] = {}) => {
    a[title] = (await createArtwork(db, { title, ordering: ++ordering, ...values })).id;
  };
  await add('Seas 1', { collectionIds: [seas.id, forest.id] });
  await add('Seas 2', { collectionIds: [seas.id] });
  await add('Seas hidden', { collectionIds: [seas.id], is_public: false });
  await add('Seas 3', { collectionIds: [seas.id] });
  await add('Seas gated', { collectionIds: [seas.id, preview.id] });
  await add('Seas featured', { collectionIds: [seas.id], featured: true });
  await add('Seas 4', { collectionIds: [seas.id] });
  await add('Forest 1', { collectionIds: [forest.id] });
  await add('Loner', { collectionIds: [lonely.id] });
  await add('Featured free', { featured: true });
  await add('Featured gated', { featured: true, collectionIds: [preview.id] });
  await add('Plain');
  await add('Preview 1', { collectionIds: [preview.id] });
  grant = await previewGrantHeaders(t);
});

describe('GET /artworks/:id/related', () => {
  it('gives up to 4 public works of the first collection, never the artwork itself', async () => {
    const res = await related(a['Seas 1']!);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Seas 2', 'Seas 3', 'Seas featured', 'Seas 4']);
  });

  it('honours limit', async () => {
    expect(titles(await related(a['Seas 1']!, '?limit=2'))).toEqual(['Seas 2', 'Seas 3']);
    expect((await related(a['Seas 1']!, '?limit=0')).statusCode).toBe(400);
  });

  it('uses only the first collection', async () => {
    expect(titles(await related(a['Forest 1']!))).toEqual(['Seas 1']);
  });

  it('falls back to featured works without a collection or when the collection has no other work', async () => {
    expect(titles(await related(a['Plain']!))).toEqual(['Seas featured', 'Featured free']);
    expect(titles(await related(a['Loner']!))).toEqual(['Seas featured', 'Featured free']);
    expect(titles(await related(a['Featured free']!))).toEqual(['Seas featured']);
  });

  it('applies the preview gate: 404 without a grant, the gated collection with one', async () => {
    expect((await related(a['Preview 1']!)).statusCode).toBe(404);
    const res = await related(a['Preview 1']!, '', grant);
    expect(titles(res)).toEqual(['Seas gated', 'Featured gated']);
  });

  it('shows the admin what visitors see (no hidden works)', async () => {
    expect(titles(await related(a['Seas 1']!, '', t.auth))).toEqual([
      'Seas 2',
      'Seas 3',
      'Seas featured',
      'Seas 4',
    ]);
  });

  it('answers 404 for a missing or hidden artwork and 400 for a bad id', async () => {
    expect((await related(999_999)).json().error.message).toBe('Artwork not found');
    expect((await related(a['Seas hidden']!)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/artworks/abc/related' })).statusCode,
    ).toBe(400);
  });
});
