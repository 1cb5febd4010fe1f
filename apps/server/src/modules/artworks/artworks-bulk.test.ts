import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artworks } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { titles } from './artworks.fixtures';

const t = useTestApp();
const put = (url: string, payload: object) =>
  t.inject({ method: 'PUT', url: `/api/v1/artworks/bulk/${url}`, payload, headers: t.auth });
const stateOf = async (ids: number[]) =>
  (await t.app.db.select().from(artworks).where(inArray(artworks.id, ids))).map((r) => [
    r.id,
    r.ordering,
    r.is_public,
    r.updated_at.getTime(),
  ]);
const fresh = async (n: number, prefix: string) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    out.push((await createArtwork(t.app.db, { title: `${prefix} ${i}`, ordering: i })).id);
  return out;
};

describe('PUT /artworks/bulk/reorder', () => {
  it('sets every ordering given, in one go, and the gallery follows', async () => {
    const [a, b, c] = await fresh(3, 'R');
    const res = await put('reorder', {
      artworks: [
        { id: c, ordering: 0 },
        { id: a, ordering: 1 },
        { id: b, ordering: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 3 } });
    const list = await t.inject({ method: 'GET', url: '/api/v1/artworks?search=R%20' });
    expect(titles(list)).toEqual(['R 2', 'R 0', 'R 1']);
  });

  it('changes nothing when one id is unknown, and lists it', async () => {
    const ids = await fresh(2, 'U');
    const before = await stateOf(ids);
    const res = await put('reorder', {
      artworks: [
        { id: ids[0], ordering: 50 },
        { id: 987_654, ordering: 51 },
        { id: ids[1], ordering: 52 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('artworks: unknown artwork id(s): 987654');
    expect(res.json().error.details[0].ids).toEqual([987_654]);
    expect(await stateOf(ids)).toEqual(before);
  });

  it('refuses an id listed twice', async () => {
    const [a] = await fresh(1, 'D');
    const res = await put('reorder', {
      artworks: [
        { id: a, ordering: 1 },
        { id: a, ordering: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`artworks: id ${a} is listed more than once`);
  });

  it.each([
    [{ artworks: [] }, 'artworks: artworks must list at least one artwork'],
    [{ artworks: [{ id: 1, ordering: -1 }] }, /^artworks\.0\.ordering: /],
    [{ artworks: [{ id: 'x', ordering: 1 }] }, /^artworks\.0\.id: /],
    [{}, /^artworks: /],
  ])('rejects %j with 400 naming the field', async (payload, message) => {
    const res = await put('reorder', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });
});

describe('PUT /artworks/bulk/visibility', () => {
  it('hides and shows many artworks', async () => {
    const ids = await fresh(3, 'V');
    const hide = await put('visibility', {
      artwork_ids: [ids[0], ids[1], ids[0]],
      is_public: false,
    });
    expect(hide.json()).toEqual({ data: { updated: 2 } });
    expect(titles(await t.inject({ method: 'GET', url: '/api/v1/artworks?search=V%20' }))).toEqual([
      'V 2',
    ]);
    const show = await put('visibility', { artwork_ids: [ids[0]], is_public: true });
    expect(show.json().data.updated).toBe(1);
    expect(titles(await t.inject({ method: 'GET', url: '/api/v1/artworks?search=V%20' }))).toEqual([
      'V 0',
      'V 2',
    ]);
  });

  it('changes nothing when one id is unknown, and lists it', async () => {
    const ids = await fresh(2, 'W');
    const before = await stateOf(ids);
    const res = await put('visibility', {
      artwork_ids: [...ids, 55_555, 66_666],
      is_public: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('artwork_ids: unknown artwork id(s): 55555, 66666');
    expect(await stateOf(ids)).toEqual(before);
  });

  it.each([
    [{ artwork_ids: [1] }, /^is_public: /],
    [
      { artwork_ids: [], is_public: true },
      'artwork_ids: artwork_ids must list at least one artwork',
    ],
    [{ artwork_ids: [0], is_public: true }, /^artwork_ids\.0: /],
    [{ artwork_ids: [1], is_public: 'no' }, /^is_public: /],
  ])('rejects %j with 400 naming the field', async (payload, message) => {
    const res = await put('visibility', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });
});
