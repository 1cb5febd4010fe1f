import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkCollections, artworks, collections } from '../../db/schema/index';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { getCollection } from './collections.service';

// The collections and their counts are read once per listing version and kept (decision 030,
// "Later: the collections counted once per version" and "Later: the collections read once per
// version"): every write to what they show raises the version, so the next read reads again;
// nothing else does.
const t = useTestApp();
let seaId: number;
let fieldsId: number;
let workId: number;
const VISITOR = { isAdmin: false };

/** Each collection's count as a visitor (or the admin) reads it, by name. */
async function counts(headers: Record<string, string> = {}) {
  const res = await t.inject({ method: 'GET', url: '/api/v1/collections', headers });
  const data = res.json().data as { name: string; artwork_count: number }[];
  return Object.fromEntries(data.map((c) => [c.name, c.artwork_count]));
}

/** Runs `write` with the listed tables' triggers off: the write raises no version. */
async function unversioned(write: () => Promise<unknown>) {
  const tables = ['artworks', 'artwork_collections', 'collections'];
  for (const table of tables)
    await t.app.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await write();
  } finally {
    for (const table of tables)
      await t.app.db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

beforeAll(async () => {
  const sea = await createCollection(t.app.db, { name: 'Sea' });
  const fields = await createCollection(t.app.db, { name: 'Fields' });
  const work = await createArtwork(t.app.db, { collectionIds: [sea.id] });
  await createArtwork(t.app.db, { collectionIds: [sea.id, fields.id] });
  seaId = sea.id;
  fieldsId = fields.id;
  workId = work.id;
});

describe('the collections listed', () => {
  it('are kept while the listing version stays, and read again after a write to them', async () => {
    const names = async () => Object.keys(await counts()).sort();
    expect(await names()).toEqual(['Fields', 'Sea']);
    // A write that raises no version is not seen: the list is the one kept...
    await unversioned(() =>
      t.app.db.update(collections).set({ name: 'Meadows' }).where(eq(collections.id, fieldsId)),
    );
    expect(await names()).toEqual(['Fields', 'Sea']);
    // ...until any versioned write, after which it is read again, with that write too.
    await t.app.db
      .update(collections)
      .set({ description: 'Coast' })
      .where(eq(collections.id, seaId));
    expect(await names()).toEqual(['Meadows', 'Sea']);
    await t.app.db.update(collections).set({ name: 'Fields' }).where(eq(collections.id, fieldsId));
    expect(await names()).toEqual(['Fields', 'Sea']);
  });
});

describe("the collections' counts", () => {
  it('are kept while the listing version stays: a write that does not raise it is not counted', async () => {
    expect(await counts()).toEqual({ Sea: 2, Fields: 1 });
    await unversioned(() => createArtwork(t.app.db, { collectionIds: [fieldsId] }));
    expect(await counts()).toEqual({ Sea: 2, Fields: 1 });
    // The admin's counts are kept apart from the visitors'.
    expect(await counts(t.auth)).toEqual({ Sea: 2, Fields: 2 });
    // Any versioned write counts again, and then the unversioned work is counted too.
    await t.app.db
      .update(collections)
      .set({ description: 'Coast' })
      .where(eq(collections.id, seaId));
    expect(await counts()).toEqual({ Sea: 2, Fields: 2 });
  });

  it('are counted again after every write to the works, their collections or the collections', async () => {
    const before = await counts();
    const writes: [string, () => Promise<unknown>, Record<string, number>][] = [
      [
        'a work hidden',
        () => t.app.db.update(artworks).set({ is_public: false }).where(eq(artworks.id, workId)),
        { ...before, Sea: before.Sea! - 1 },
      ],
      [
        'a work shown again',
        () => t.app.db.update(artworks).set({ is_public: true }).where(eq(artworks.id, workId)),
        before,
      ],
      [
        'a work taken out of a collection',
        () => t.app.db.delete(artworkCollections).where(eq(artworkCollections.artwork_id, workId)),
        { ...before, Sea: before.Sea! - 1 },
      ],
      [
        'a collection renamed to the gated one: its works leave the other collections',
        () =>
          t.app.db.update(collections).set({ name: 'Preview' }).where(eq(collections.id, fieldsId)),
        { Sea: before.Sea! - 2, Preview: before.Fields! },
      ],
    ];
    for (const [what, write, expected] of writes) {
      await write();
      expect(await counts(), what).toEqual(expected);
    }
  });

  it('are counted inside a transaction with its own writes, and those are gone after its rollback', async () => {
    const outside = (await getCollection(t.app.db, seaId, VISITOR)).artwork_count;
    const rolledBack = new Error('rolled back');
    await expect(
      t.app.db.transaction(async (tx) => {
        await createArtwork(tx, { collectionIds: [seaId] });
        expect((await getCollection(tx, seaId, VISITOR)).artwork_count).toBe(outside + 1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await getCollection(t.app.db, seaId, VISITOR)).artwork_count).toBe(outside);
  });
});
