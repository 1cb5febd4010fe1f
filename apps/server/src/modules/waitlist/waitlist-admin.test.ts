import type { WaitlistEntry } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworks, waitlistCollections } from '../../db/schema/index';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { exportWaitlist } from './waitlist-admin.service';
import { createNotice, createWaitlistEntry } from './waitlist.fixtures';

const t = useTestApp();
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);
let ids: Record<'ada' | 'orphan' | 'pia' | 'gus' | 'ada2', number>;
let work: { harbour: number; fog: number };
let coll: { harbours: number; landscapes: number; formula: number };

beforeAll(async () => {
  const db = t.app.db;
  const harbours = await createCollection(db, { name: 'Harbours' });
  const landscapes = await createCollection(db, { name: 'Landscapes' });
  const formula = await createCollection(db, { name: '=HYPERLINK("http://evil.test","x")' });
  coll = { harbours: harbours.id, landscapes: landscapes.id, formula: formula.id };
  const harbour = await createArtwork(db, { title: 'Harbour at Dusk', availability: 'sold' });
  const fog = await createArtwork(db, { title: '+Fog, "grey"', availability: 'sold' });
  const gone = await createArtwork(db, { title: 'Deleted Study', availability: 'sold' });
  const told1 = await createArtwork(db, { title: 'New Harbour' });
  const told2 = await createArtwork(db, { title: 'Newer Harbour' });
  work = { harbour: harbour.id, fog: fog.id };

  const ada = await createWaitlistEntry(db, {
    email: 'Ada@Example.com',
    artwork_id: harbour.id,
    created_at: ago(5),
    confirmed_at: new Date('2026-03-01T10:00:00Z'),
    collectionIds: [landscapes.id, harbours.id],
  });
  const orphan = await createWaitlistEntry(db, {
    email: 'orphan@example.com',
    artwork_id: gone.id,
    created_at: ago(4),
  });
  await db.delete(artworks).where(eq(artworks.id, gone.id));
  const pia = await createWaitlistEntry(db, {
    email: 'pia@example.com',
    artwork_id: fog.id,
    status: 'pending',
    created_at: ago(3),
    collectionIds: [formula.id],
  });
  const gus = await createWaitlistEntry(db, {
    email: 'gus@example.com',
    artwork_id: fog.id,
    status: 'left',
    created_at: ago(2),
  });
  const ada2 = await createWaitlistEntry(db, {
    email: 'ada@example.com',
    artwork_id: fog.id,
    created_at: ago(1),
  });
  await createNotice(db, 'ada@example.com', told1.id, new Date('2026-03-05T09:00:00Z'));
  await createNotice(db, 'ada@example.com', told2.id, new Date('2026-04-02T09:00:00Z'));
  ids = { ada: ada.id, orphan: orphan.id, pia: pia.id, gus: gus.id, ada2: ada2.id };
});

const get = (url: string) => t.admin('GET', `/api/v1${url}`);
const idsOf = async (query: string) =>
  (await get(`/admin/waitlist?${query}`)).json().data.map((e: { id: number }) => e.id);
const csv = async (query = '') => (await get(`/admin/waitlist/export${query}`)).body;

describe('admin waitlist', () => {
  it('answers 401 without a token or with a wrong one, before reading the input', async () => {
    for (const [method, url] of [
      ['GET', '/admin/waitlist'],
      ['GET', '/admin/waitlist?status=nope&limit=0'],
      ['GET', '/admin/waitlist/export'],
      ['DELETE', `/admin/waitlist/${ids.ada}`],
      ['DELETE', '/admin/waitlist/abc'],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.inject({ method, url: `/api/v1${url}`, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error.code).toBeTypeOf('string');
      }
    }
  });

  it('lists newest first with pagination: who, for which work, since when, confirmed, told', async () => {
    const res = await get('/admin/waitlist?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((e: { id: number }) => e.id)).toEqual([ids.ada2, ids.gus]);
    expect(body.pagination).toEqual({ total: 5, pages: 3, page: 1, limit: 2, offset: 0 });
    expect(await idsOf('limit=2&page=2')).toEqual([ids.pia, ids.orphan]);
    expect(await idsOf('limit=2&page=3')).toEqual([ids.ada]);

    const all: WaitlistEntry[] = (await get('/admin/waitlist')).json().data;
    const entry = (id: number) => all.find((e) => e.id === id);
    expect(entry(ids.ada)).toEqual({
      id: ids.ada,
      email: 'ada@example.com',
      status: 'active',
      work: { id: work.harbour, title: 'Harbour at Dusk' },
      collections: [
        { id: coll.harbours, name: 'Harbours' },
        { id: coll.landscapes, name: 'Landscapes' },
      ],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      confirmed_at: '2026-03-01T10:00:00.000Z',
      left_at: null,
      told_count: 2,
      last_told_at: '2026-04-02T09:00:00.000Z',
    });
    // Notices go to the address: its other entry shows them too.
    expect(entry(ids.ada2)).toMatchObject({ told_count: 2, collections: [] });
    expect(entry(ids.pia)).toMatchObject({
      status: 'pending',
      confirmed_at: null,
      told_count: 0,
      last_told_at: null,
    });
    expect(entry(ids.gus)!.left_at).toMatch(/Z$/);
    expect(entry(ids.orphan)!.work).toBeNull();
  });

  it('filters by status and searches the email and the work’s title', async () => {
    expect(await idsOf('status=active')).toEqual([ids.ada2, ids.orphan, ids.ada]);
    expect(await idsOf('status=pending')).toEqual([ids.pia]);
    expect(await idsOf('status=left')).toEqual([ids.gus]);
    expect(await idsOf('search=ADA%40')).toEqual([ids.ada2, ids.ada]);
    expect(await idsOf('search=harbour')).toEqual([ids.ada]);
    expect(await idsOf('search=fog&status=pending')).toEqual([ids.pia]);
    expect(await idsOf('search=100%25')).toEqual([]);
  });

  it.each([
    'status=banned',
    'limit=0',
    'limit=abc',
    'page=0',
    'page=99999999999',
    'search=',
    'search=a%00b',
  ])('answers 400 in the envelope for %s', async (query) => {
    const res = await get(`/admin/waitlist?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('exports every entry by default as a CSV attachment, oldest first', async () => {
    const res = await get('/admin/waitlist/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="waitlist-${today}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'email,status,work,collections,waiting_since,confirmed_at,told_about_new_work,last_told_at,left_at',
    );
    expect(lines[1]).toMatch(
      /^ada@example\.com,active,Harbour at Dusk,Harbours; Landscapes,[\d-]+T[\d:.]+Z,2026-03-01T10:00:00\.000Z,2,2026-04-02T09:00:00\.000Z,$/,
    );
    expect(lines[2]).toMatch(/^orphan@example\.com,active,,,[^,]+Z,[^,]+Z,0,,$/);
    expect(lines).toHaveLength(7); // header, 5 entries, and the final line end
    expect(lines[6]).toBe('');
  });

  it('neutralises formula cells and quotes commas and quotes', async () => {
    const pia = (await csv('?status=pending')).split('\r\n')[1]!;
    expect(
      pia.startsWith(
        `pia@example.com,pending,"'+Fog, ""grey""","'=HYPERLINK(""http://evil.test"",""x"")",`,
      ),
    ).toBe(true);
  });

  it('exports one status, and answers 400 to an unknown one', async () => {
    const emails = async (status: string) =>
      (await csv(`?status=${status}`))
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]);
    expect(await emails('left')).toEqual(['gus@example.com']);
    expect(await emails('active')).toEqual([
      'ada@example.com',
      'orphan@example.com',
      'ada@example.com',
    ]);
    const bad = await get('/admin/waitlist/export?status=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTypeOf('string');
  });

  it.each([1, 2, 5, 1000])('exports every entry once, read %i at a time', async (batch) => {
    let text = '';
    for await (const chunk of exportWaitlist(t.app.db, 'all', new Date(), batch).lines)
      text += chunk;
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      'ada@example.com',
      'orphan@example.com',
      'pia@example.com',
      'gus@example.com',
      'ada@example.com',
    ]);
  });

  it('removes one entry (204) and its collections, keeping the address’s others; then 404', async () => {
    const del = (id: number | string) => t.admin('DELETE', `/api/v1/admin/waitlist/${id}`);
    const res = await del(ids.pia);
    expect(res.statusCode).toBe(204);
    expect(await idsOf('status=pending')).toEqual([]);
    const tags = await t.app.db
      .select()
      .from(waitlistCollections)
      .where(eq(waitlistCollections.entry_id, ids.pia));
    expect(tags).toEqual([]);

    expect((await del(ids.ada2)).statusCode).toBe(204);
    expect(await idsOf('search=ada')).toEqual([ids.ada]);

    const again = await del(ids.pia);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Waitlist entry not found');
    for (const bad of [0, -1, 'abc', '1.5', '99999999999']) {
      const answer = await del(bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().error.code).toBeTypeOf('string');
    }
  });
});
