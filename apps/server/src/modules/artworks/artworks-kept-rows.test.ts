import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentListingVersion } from '../../db/listing-version';
import { KEPT_ROWS } from '../../db/rows-at-version';
import { artworks, collections, uploadedImages } from '../../db/schema/index';
import { createArtwork, createCollection, createImage } from '../../test/factories/catalogue';
import { lapseHold, orderBody, orderRow, placeOrder } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

// Each work's row is read once per listing version and kept (decision 030, "Later: each work's
// row kept per version"): a list or a work page finds its works and their availability, and
// reads only the rows it has not kept at that version. Every write to what a row shows raises the
// version (the works, their collections, the collections and the images), so the next read reads
// the row again; a visitor's holds are read on every request.
const t = useTestApp();

interface Listed {
  id: number;
  title: string;
  availability: string;
  collections: { name: string }[];
  primary_image: { width: number } | null;
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Listed[] | Listed };
};
const listed = async (id: number, headers: Record<string, string> = {}) =>
  ((await get('/artworks?limit=100', headers)).data as Listed[]).find((work) => work.id === id);
const one = async (id: number, headers: Record<string, string> = {}) =>
  (await get(`/artworks/${id}`, headers)).data as Listed;

/** Runs `write` with the works' triggers off: the write raises no version. */
async function unversioned(write: () => Promise<unknown>) {
  await t.app.db.execute(sql.raw('alter table artworks disable trigger user'));
  try {
    await write();
  } finally {
    await t.app.db.execute(sql.raw('alter table artworks enable trigger user'));
  }
}

const retitle = (id: number, title: string) =>
  t.app.db.update(artworks).set({ title }).where(eq(artworks.id, id));

describe("a work's row", () => {
  it('is kept while the listing version stays, in lists and on its page, and read again after any versioned write', async () => {
    const work = await createArtwork(t.app.db, { title: 'Harbour' });
    expect((await listed(work.id))?.title).toBe('Harbour');
    expect((await one(work.id)).title).toBe('Harbour');
    expect((await listed(work.id, t.auth))?.title).toBe('Harbour');
    // A write that raises no version is not seen: the row is the one kept, for every reader...
    await unversioned(() => retitle(work.id, 'Quay'));
    expect((await listed(work.id))?.title).toBe('Harbour');
    expect((await one(work.id)).title).toBe('Harbour');
    expect((await listed(work.id, t.auth))?.title).toBe('Harbour');
    // ...until any versioned write, to another work even, after which it is read again.
    await createArtwork(t.app.db, { title: 'Another' });
    expect((await listed(work.id))?.title).toBe('Quay');
    expect((await one(work.id)).title).toBe('Quay');
    expect((await listed(work.id, t.auth))?.title).toBe('Quay');
  });

  it("is read again after a write to its collection's name", async () => {
    const sea = await createCollection(t.app.db, { name: 'Sea' });
    const work = await createArtwork(t.app.db, { collectionIds: [sea.id] });
    expect((await listed(work.id))?.collections.map((c) => c.name)).toEqual(['Sea']);
    await t.app.db.update(collections).set({ name: 'Ocean' }).where(eq(collections.id, sea.id));
    expect((await listed(work.id))?.collections.map((c) => c.name)).toEqual(['Ocean']);
    expect((await one(work.id)).collections.map((c) => c.name)).toEqual(['Ocean']);
  });

  it("is read again after the image job writes its image's metadata", async () => {
    const url = '/uploads/kept-rows/harbour.jpg';
    await createImage(t.app.db, url, { width: 1600 });
    const work = await createArtwork(t.app.db, { primary_image_url: url });
    expect((await listed(work.id))?.primary_image?.width).toBe(1600);
    expect((await one(work.id)).primary_image?.width).toBe(1600);
    // What the image jobs do: a write to the image alone, none to the work.
    await t.app.db.update(uploadedImages).set({ width: 9600 }).where(eq(uploadedImages.url, url));
    expect((await listed(work.id))?.primary_image?.width).toBe(9600);
    expect((await one(work.id)).primary_image?.width).toBe(9600);
  });

  it('shows a visitor a hold at once, though a hold raises no version', async () => {
    const work = await createArtwork(t.app.db, { title: 'Held later', price_cents: 40_000 });
    expect((await listed(work.id))?.availability).toBe('available');
    expect((await one(work.id)).availability).toBe('available');
    const version = await currentListingVersion(t.app.db);
    const res = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
    expect(res.statusCode).toBe(201);
    expect(await currentListingVersion(t.app.db)).toBe(version);
    expect((await listed(work.id))?.availability).toBe('reserved');
    expect((await one(work.id)).availability).toBe('reserved');
    // The admin, reading the same kept row, sees the stored value.
    expect((await listed(work.id, t.auth))?.availability).toBe('available');
    await lapseHold(t.app.db, (await orderRow(t.app.db, res.json().data.order.number)).id);
    expect((await listed(work.id))?.availability).toBe('available');
    expect((await one(work.id)).availability).toBe('available');
  });

  it('is not kept past the bound: the oldest row kept is dropped and read again', async () => {
    // Runs last: its works fill the lists the other tests read.
    const first = await createArtwork(t.app.db, { title: 'First kept' });
    const fillers = await t.app.db
      .insert(artworks)
      .values(Array.from({ length: KEPT_ROWS }, (_, i) => ({ title: `Filler ${i}` })))
      .returning({ id: artworks.id });
    const version = await currentListingVersion(t.app.db);
    expect((await one(first.id)).title).toBe('First kept');
    await unversioned(() => retitle(first.id, 'First, changed unseen'));
    expect((await one(first.id)).title).toBe('First kept');
    // Reading as many other rows again at the same version drops the first one kept.
    for (let offset = 0; offset <= fillers.length; offset += 100)
      await get(`/artworks?limit=100&offset=${offset}`);
    expect(await currentListingVersion(t.app.db)).toBe(version);
    expect((await one(first.id)).title).toBe('First, changed unseen');
  });
});
