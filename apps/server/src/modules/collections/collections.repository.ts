import { and, asc, count, eq, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce, Values } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { artworkCollections, artworks, collections, isPublicArtwork } from '../../db/schema/index';

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionValues = Partial<
  Pick<CollectionRow, 'name' | 'slug' | 'description' | 'ordering'>
>;

export const listCollections = (db: DbOrTx) =>
  builtOnce(db, 'collections.list', () =>
    db
      .select()
      .from(collections)
      .orderBy(asc(collections.ordering), asc(collections.name), asc(collections.id)),
  ).execute();

/** Id and name of every collection: small, read once per catalogue request. */
export const listCollectionRefs = (db: DbOrTx) =>
  builtOnce(db, 'collections.refs', () =>
    db
      .select({ id: collections.id, name: collections.name, slug: collections.slug })
      .from(collections),
  ).execute();

export async function findCollection(db: DbOrTx, id: number): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  return row ?? null;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const sameName = sql`lower(${collections.name}) = ${name.toLowerCase()}`;
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(exceptId ? and(sameName, ne(collections.id, exceptId)) : sameName);
  return Boolean(row);
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number) {
  const same = eq(collections.slug, slug);
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(exceptId ? and(same, ne(collections.id, exceptId)) : same);
  return Boolean(row);
}

export async function nextOrdering(db: DbOrTx) {
  const [row] = await db.select({ value: max(collections.ordering) }).from(collections);
  return (row?.value ?? -1) + 1;
}

export async function insertCollection(
  db: DbOrTx,
  values: CollectionValues & { name: string; slug: string },
) {
  const [row] = await db.insert(collections).values(values).returning();
  return row!;
}

export async function updateCollection(db: DbOrTx, id: number, values: CollectionValues) {
  return updateStamped(db, collections, eq(collections.id, id), values);
}

export async function deleteCollection(db: DbOrTx, id: number) {
  return deleteWhere(db, collections, eq(collections.id, id));
}

export async function existingIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(inArray(collections.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Sets `ordering` of many collections in one statement. */
export async function setOrderings(db: DbOrTx, items: { id: number; ordering: number }[]) {
  const cases = sql.join(
    items.map((i) => sql`when ${i.id} then ${i.ordering}::integer`),
    sql` `,
  );
  const rows = await db
    .update(collections)
    .set({ ordering: sql`case ${collections.id} ${cases} end`, updated_at: new Date() })
    .where(
      inArray(
        collections.id,
        items.map((i) => i.id),
      ),
    )
    .returning({ id: collections.id });
  return rows.length;
}

/**
 * Number of artworks per collection. `visitor` counts what a visitor can list: public works,
 * and outside the gated collections, only works that are in none of them.
 */
export async function artworkCounts(db: DbOrTx, opts: { visitor: boolean; gatedIds: number[] }) {
  const values = new Values();
  // Built once per reader and number of gated collections (`builtOnce`), the ids as values.
  const gatedIds = opts.gatedIds.map((id, i) => values.put(`gated${i}`, id));
  const key = `collections.counts:${opts.visitor ? 'visitor' : 'admin'}:${values.names}`;
  const statement = builtOnce(db, key, () => {
    const gated = alias(artworkCollections, 'gated');
    const conditions: SQL[] = [];
    if (opts.visitor) {
      conditions.push(isPublicArtwork);
      if (gatedIds.length) {
        const inGated = db
          .select({ one: sql`1` })
          .from(gated)
          .where(and(eq(gated.artwork_id, artworks.id), inArray(gated.collection_id, gatedIds)));
        conditions.push(
          or(inArray(artworkCollections.collection_id, gatedIds), sql`not exists ${inGated}`)!,
        );
      }
    }
    return db
      .select({ id: artworkCollections.collection_id, n: count() })
      .from(artworkCollections)
      .innerJoin(artworks, eq(artworks.id, artworkCollections.artwork_id))
      .where(conditions.length ? and(...conditions) : undefined)
      .groupBy(artworkCollections.collection_id);
  });
  const rows = await statement.execute(values.byName);
  return new Map(rows.map((r) => [r.id, r.n]));
}
