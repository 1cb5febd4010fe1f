import { beforeAll, describe, expect, it } from 'vitest';
import {
  createArtwork,
  createCollection,
  previewGrantHeaders,
} from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { titles } from './artworks.fixtures';

const LOCKED =
  'This collection is private. Enter the password or join the mailing list to view it.';
const t = useTestApp();
let grant: Record<string, string>;
let ids: Record<'preview' | 'seas' | 'onlyPreview' | 'both' | 'open' | 'hiddenPreview', number>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });

beforeAll(async () => {
  const db = t.app.db;
  const preview = await createCollection(db, { name: 'PreView', slug: 'early-access' });
  const seas = await createCollection(db, { name: 'Seas' });
  // `ordering` fixes the order the lists below show them in.
  const work = (
    title: string,
    ordering: number,
    collectionIds: number[],
    values: { featured?: boolean; is_public?: boolean },
  ) => createArtwork(db, { title, ordering, collectionIds, ...values });
  const onlyPreview = await work('Only Preview', 1, [preview.id], { featured: true });
  const both = await work('Seas And Preview', 2, [seas.id, preview.id], { featured: true });
  const open = await work('Open Seas', 3, [seas.id], { featured: true });
  const hiddenPreview = await work('Hidden Preview', 4, [preview.id], { is_public: false });
  ids = {
    preview: preview.id,
    seas: seas.id,
    onlyPreview: onlyPreview.id,
    both: both.id,
    open: open.id,
    hiddenPreview: hiddenPreview.id,
  };
  grant = await previewGrantHeaders(t);
});

describe('preview collection, visitor without a grant', () => {
  it('keeps its works out of general, other-collection and featured lists', async () => {
    expect(titles(await get('/artworks'))).toEqual(['Open Seas']);
    expect((await get('/artworks')).json().pagination.total).toBe(1);
    expect(titles(await get('/artworks?collection=Seas'))).toEqual(['Open Seas']);
    expect(titles(await get('/artworks?featured=true'))).toEqual(['Open Seas']);
    expect(titles(await get('/artworks?search=preview'))).toEqual([]);
  });

  it.each(['preview', 'PREVIEW', 'early-access', 'id'])(
    'answers 403 preview_locked for collection=%s',
    async (value) => {
      const res = await get(`/artworks?collection=${value === 'id' ? ids.preview : value}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'preview_locked', message: LOCKED });
    },
  );

  it('answers 403 with a forged or tampered grant', async () => {
    const token = grant['x-preview-token']!;
    for (const bad of ['nonsense', `${token.slice(0, -2)}xx`]) {
      expect(
        (await get('/artworks?collection=preview', { 'x-preview-token': bad })).statusCode,
      ).toBe(403);
    }
  });

  it('answers 404 for its works by id, as for a missing one', async () => {
    for (const id of [ids.onlyPreview, ids.both]) {
      const res = await get(`/artworks/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Artwork not found');
    }
    expect((await get(`/artworks/${ids.open}`)).statusCode).toBe(200);
  });

  it('counts in GET /collections only what the visitor could list', async () => {
    const data = (await get('/collections')).json().data as {
      name: string;
      artwork_count: number;
      is_gated: boolean;
    }[];
    expect(data.find((c) => c.name === 'PreView')).toMatchObject({
      artwork_count: 2,
      is_gated: true,
    });
    expect(data.find((c) => c.name === 'Seas')).toMatchObject({
      artwork_count: 1,
      is_gated: false,
    });
  });
});

describe('preview collection with a grant', () => {
  it('lists its public works', async () => {
    const res = await get('/artworks?collection=preview', grant);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Only Preview', 'Seas And Preview']);
    expect(res.json().pagination.total).toBe(2);
  });

  it('opens its works by id, but not hidden ones', async () => {
    const res = await get(`/artworks/${ids.onlyPreview}`, grant);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.collections).toEqual([{ id: ids.preview, name: 'PreView' }]);
    expect((await get(`/artworks/${ids.both}`, grant)).statusCode).toBe(200);
    expect((await get(`/artworks/${ids.hiddenPreview}`, grant)).statusCode).toBe(404);
  });

  it('still keeps them out of the general lists', async () => {
    expect(titles(await get('/artworks', grant))).toEqual(['Open Seas']);
  });
});

describe('preview collection for the admin', () => {
  it('lists everything, gated or hidden', async () => {
    expect(titles(await get('/artworks?collection=preview', t.auth))).toEqual([
      'Only Preview',
      'Seas And Preview',
      'Hidden Preview',
    ]);
    expect(titles(await get('/artworks', t.auth))).toHaveLength(4);
    expect((await get(`/artworks/${ids.hiddenPreview}`, t.auth)).statusCode).toBe(200);
  });
});

describe('when the preview password changes', () => {
  it('refuses every grant issued before, and accepts the ones issued after', async () => {
    const before = await previewGrantHeaders(t, 'first-password');
    const gate = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: 'gate-reader@example.com', source: 'preview' },
    });
    const joined = { 'x-preview-token': gate.json().data.preview_token as string };
    expect((await get('/artworks?collection=preview', before)).statusCode).toBe(200);
    expect((await get('/artworks?collection=preview', joined)).statusCode).toBe(200);

    const after = await previewGrantHeaders(t, 'second-password');

    for (const old of [before, joined]) {
      const res = await get('/artworks?collection=preview', old);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('preview_locked');
      expect((await get(`/artworks/${ids.onlyPreview}`, old)).statusCode).toBe(404);
    }
    expect(titles(await get('/artworks?collection=preview', after))).toEqual([
      'Only Preview',
      'Seas And Preview',
    ]);
  });
});
