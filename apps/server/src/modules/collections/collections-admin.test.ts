import { beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v1${url}`, payload, headers: t.auth });
const NAME_TAKEN = 'A collection with this name already exists';

beforeAll(async () => {
  await createCollection(t.app.db, { name: 'Existing', slug: 'existing', ordering: 4 });
});

describe('POST /collections', () => {
  it('creates with a slug from the name and the next ordering', async () => {
    const res = await send('POST', '/collections', {
      name: '  Still Life — Études ',
      description: 'Fruit',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Still Life — Études',
      slug: 'still-life-etudes',
      description: 'Fruit',
      ordering: 5,
      artwork_count: 0,
      is_gated: false,
    });
  });

  it('makes the slug unique and keeps a given one', async () => {
    expect(
      (await send('POST', '/collections', { name: 'Still-Life Études' })).json().data.slug,
    ).toBe('still-life-etudes-2');
    expect(
      (await send('POST', '/collections', { name: 'Nocturnes', slug: 'night', ordering: 0 })).json()
        .data,
    ).toMatchObject({ slug: 'night', ordering: 0 });
  });

  it('answers 409 for a name taken in any case, or a slug taken', async () => {
    const res = await send('POST', '/collections', { name: 'EXISTING' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(NAME_TAKEN);
    const slug = await send('POST', '/collections', { name: 'Fresh', slug: 'existing' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().error.message).toBe('A collection with this slug already exists');
  });

  it('answers one of two simultaneous creations with the same name 409, never 500', async () => {
    const results = await Promise.all(
      [1, 2].map(() => send('POST', '/collections', { name: 'Twin' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(NAME_TAKEN);
  });

  it('flags a collection named preview as gated', async () => {
    expect((await send('POST', '/collections', { name: 'Preview' })).json().data.is_gated).toBe(
      true,
    );
  });

  it.each([
    [{}, /^name: /],
    [{ name: '  ' }, /^name: Name is required$/],
    [{ name: 'x'.repeat(121) }, /^name: /],
    [{ name: 'Ok', slug: 'Not A Slug' }, /^slug: Web address may only contain/],
    [{ name: 'Ok', ordering: 1.5 }, /^ordering: /],
  ])('rejects %j with 400 naming the field', async (payload, message) => {
    const res = await send('POST', '/collections', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });
});

describe('PUT /collections/:id', () => {
  it('changes only the fields sent and keeps the slug on rename', async () => {
    const col = await createCollection(t.app.db, {
      name: 'Before',
      slug: 'before',
      description: 'Keep me',
      ordering: 3,
    });
    const res = await send('PUT', `/collections/${col.id}`, { name: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'After',
      slug: 'before',
      description: 'Keep me',
      ordering: 3,
    });
    expect(
      (await send('PUT', `/collections/${col.id}`, { description: null })).json().data,
    ).toMatchObject({ name: 'After', description: null });
    expect((await send('PUT', `/collections/${col.id}`, { name: 'AFTER' })).json().data.name).toBe(
      'AFTER',
    );
  });

  it('answers 409 for another collection name, 404 when missing, 400 when invalid', async () => {
    const col = await createCollection(t.app.db, { name: 'Mine' });
    const taken = await send('PUT', `/collections/${col.id}`, { name: 'existing' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(NAME_TAKEN);
    const missing = await send('PUT', '/collections/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Collection not found');
    expect((await send('PUT', `/collections/${col.id}`, { name: '' })).json().error.message).toBe(
      'name: Name is required',
    );
  });
});

describe('DELETE /collections/:id', () => {
  it('deletes the collection and keeps its artworks', async () => {
    const col = await createCollection(t.app.db, { name: 'Doomed' });
    const other = await createCollection(t.app.db, { name: 'Survivor' });
    const art = await createArtwork(t.app.db, { title: 'Kept', collectionIds: [col.id, other.id] });
    const res = await send('DELETE', `/collections/${col.id}`);
    expect(res.statusCode).toBe(204);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/collections/${col.id}` })).statusCode,
    ).toBe(404);
    const kept = await t.inject({ method: 'GET', url: `/api/v1/artworks/${art.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.collections).toEqual([{ id: other.id, name: 'Survivor' }]);
    expect((await send('DELETE', `/collections/${col.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /collections/reorder', () => {
  it('sets each ordering and the list follows', async () => {
    const a = await createCollection(t.app.db, { name: 'Order A', ordering: 100 });
    const b = await createCollection(t.app.db, { name: 'Order B', ordering: 101 });
    const res = await send('PUT', '/collections/reorder', {
      collections: [
        { id: b.id, ordering: 200 },
        { id: a.id, ordering: 201 },
      ],
    });
    expect(res.json()).toEqual({ data: { updated: 2 } });
    const names = (
      (await t.inject({ method: 'GET', url: '/api/v1/collections' })).json().data as {
        name: string;
      }[]
    ).map((c) => c.name);
    expect(names.slice(-2)).toEqual(['Order B', 'Order A']);
  });

  it('changes nothing when an id is unknown or repeated', async () => {
    const a = await createCollection(t.app.db, { name: 'Stay', ordering: 7 });
    const unknown = await send('PUT', '/collections/reorder', {
      collections: [
        { id: a.id, ordering: 0 },
        { id: 777_777, ordering: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('collections: unknown collection id(s): 777777');
    const repeated = await send('PUT', '/collections/reorder', {
      collections: [
        { id: a.id, ordering: 0 },
        { id: a.id, ordering: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/collections/${a.id}` })).json().data.ordering,
    ).toBe(7);
    expect(
      (await send('PUT', '/collections/reorder', { collections: [] })).json().error.message,
    ).toBe('collections: collections must list at least one collection');
  });
});
