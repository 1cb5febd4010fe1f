import { asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { artworkCollections, artworks, collections } from '../../db/schema/index';

export type ArtworkRow = typeof artworks.$inferSelect;
export type ArtworkValues = Partial<
  Omit<typeof artworks.$inferInsert, 'id' | 'created_at' | 'updated_at'>
>;

export async function findArtwork(db: DbOrTx, id: number): Promise<ArtworkRow | null> {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id));
  return row ?? null;
}

export async function listArtworks(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(artworks)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countArtworks(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(artworks).where(where);
  return row?.n ?? 0;
}

export async function nextOrdering(db: DbOrTx) {
  const [row] = await db.select({ value: max(artworks.ordering) }).from(artworks);
  return (row?.value ?? -1) + 1;
}

export async function insertArtwork(db: DbOrTx, values: ArtworkValues & { title: string }) {
  const [row] = await db.insert(artworks).values(values).returning();
  return row!;
}

export async function updateArtwork(db: DbOrTx, id: number, values: ArtworkValues) {
  const [row] = await db
    .update(artworks)
    .set({ ...values, updated_at: new Date() })
    .where(eq(artworks.id, id))
    .returning();
  return row ?? null;
}

export async function deleteArtwork(db: DbOrTx, id: number) {
  const rows = await db.delete(artworks).where(eq(artworks.id, id)).returning({ id: artworks.id });
  return rows.length > 0;
}

export async function existingIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ id: artworks.id }).from(artworks).where(inArray(artworks.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Replaces an artwork's collections; the position of each is its index in the list. */
export async function setCollections(db: DbOrTx, artworkId: number, collectionIds: number[]) {
  await db.delete(artworkCollections).where(eq(artworkCollections.artwork_id, artworkId));
  if (!collectionIds.length) return;
  await db.insert(artworkCollections).values(
    collectionIds.map((collection_id, position) => ({
      artwork_id: artworkId,
      collection_id,
      position,
    })),
  );
}

/** Collections of many artworks at once, each artwork's list in position order. */
export async function collectionsOf(db: DbOrTx, artworkIds: number[]) {
  if (!artworkIds.length) return [];
  return db
    .select({
      artwork_id: artworkCollections.artwork_id,
      id: collections.id,
      name: collections.name,
    })
    .from(artworkCollections)
    .innerJoin(collections, eq(collections.id, artworkCollections.collection_id))
    .where(inArray(artworkCollections.artwork_id, artworkIds))
    .orderBy(
      asc(artworkCollections.artwork_id),
      asc(artworkCollections.position),
      asc(collections.id),
    );
}

/** Sets `ordering` of many artworks in one statement. */
export async function setOrderings(db: DbOrTx, items: { id: number; ordering: number }[]) {
  const cases = sql.join(
    items.map((i) => sql`when ${i.id} then ${i.ordering}::integer`),
    sql` `,
  );
  const rows = await db
    .update(artworks)
    .set({ ordering: sql`case ${artworks.id} ${cases} end`, updated_at: new Date() })
    .where(
      inArray(
        artworks.id,
        items.map((i) => i.id),
      ),
    )
    .returning({ id: artworks.id });
  return rows.length;
}

export async function setVisibility(db: DbOrTx, ids: number[], isPublic: boolean) {
  const rows = await db
    .update(artworks)
    .set({ is_public: isPublic, updated_at: new Date() })
    .where(inArray(artworks.id, ids))
    .returning({ id: artworks.id });
  return rows.length;
}

/**
 * Id, last change and collections of the works that meet `where`, in `order`: what the sitemap
 * lists, without the rest of each work.
 */
export const artworkStamps = (db: DbOrTx, where: SQL | undefined, order: SQL[]) =>
  db
    .select({
      id: artworks.id,
      updated_at: artworks.updated_at,
      collection_ids: sql<
        number[]
      >`coalesce((select array_agg(${artworkCollections.collection_id}) from ${artworkCollections} where ${artworkCollections.artwork_id} = ${artworks.id}), '{}')`,
    })
    .from(artworks)
    .where(where)
    .orderBy(...order);
