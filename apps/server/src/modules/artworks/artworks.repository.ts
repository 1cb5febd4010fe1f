import type { ImageMeta } from '@atelier/core';
import { eq, getTableColumns, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { builtOnce, type Values } from '../../db/built-once';
import { frozen } from '../../db/frozen-sql';
import { imageMetaAt } from '../../db/image-meta-sql';
import { listPage } from '../../db/page-of';
import { utcDay } from '../../db/utc-day-sql';
import { artworkCollections, artworks, collections } from '../../db/schema/index';
import { visitorAvailability } from './artworks-holds.repository';

export type ArtworkRow = typeof artworks.$inferSelect;
export type ArtworkValues = Partial<
  Omit<typeof artworks.$inferInsert, 'id' | 'created_at' | 'updated_at'>
>;

export async function findArtwork(db: DbOrTx, id: number): Promise<ArtworkRow | null> {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id));
  return row ?? null;
}

/**
 * The artwork's collections, in their order, as one JSON array. Each name is looked up by its
 * key rather than joined: with a handful of collections PostgreSQL hashed the whole table again
 * for every listed work, which cost a list of 20 about 7% more of its statement's time.
 */
const collectionName = sql`(select ${collections.name} from ${collections} where ${collections.id} = ${artworkCollections.collection_id})`;
const collectionRefs = sql`coalesce((select json_agg(json_build_object('id', ${artworkCollections.collection_id}, 'name', ${collectionName}) order by ${artworkCollections.position}, ${artworkCollections.collection_id}) from ${artworkCollections} where ${artworkCollections.artwork_id} = ${artworks.id}), '[]'::json)`;
const primaryImage = imageMetaAt(artworks.primary_image_url);
const framedImage = imageMetaAt(artworks.framed_image_url);

/**
 * An artwork as the API shows it, in one statement: its row, its collections in their order,
 * its images' metadata, and its availability as the reader sees it (a visitor sees a work held
 * by a pending order as reserved). One statement instead of four: uncached, the list's time
 * went into building and sending each query (decision 030). The computed fields are constant
 * SQL, written to text once (`frozen`), since writing them out was most of building the query.
 */
const columnsFor = (visitor: boolean) => ({
  ...getTableColumns(artworks),
  availability: visitor ? visitorAvailability : sql<string>`${artworks.availability}`,
  collection_refs: frozen<{ id: number; name: string }[]>(collectionRefs),
  primary_image: frozen<ImageMeta | null>(primaryImage),
  framed_image: frozen<ImageMeta | null>(framedImage),
});

/** Built once: the selection is the same on every read. */
const VISITOR_COLUMNS = columnsFor(true);
const ADMIN_COLUMNS = columnsFor(false);
const apiColumns = (visitor: boolean) => (visitor ? VISITOR_COLUMNS : ADMIN_COLUMNS);

export type ApiArtworkRow = ArtworkRow & {
  collection_refs: { id: number; name: string }[];
  primary_image: ImageMeta | null;
  framed_image: ImageMeta | null;
};

/** One artwork with what the API shows of it (`apiColumns`). */
export async function findApiArtwork(
  db: DbOrTx,
  id: number,
  visitor: boolean,
): Promise<ApiArtworkRow | null> {
  const key = `artworks.one:${visitor ? 'visitor' : 'admin'}`;
  const statement = builtOnce(db, key, () =>
    db
      .select(apiColumns(visitor))
      .from(artworks)
      .where(eq(artworks.id, sql.placeholder('id'))),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/**
 * What a list of artworks reads: its conditions, their values (`Values`), and a key naming
 * everything else that shapes the statement (who reads, which order).
 */
export interface ArtworkFilter {
  key: string;
  where: SQL | undefined;
  values: Values;
  /** The filter reads the listed data alone: its count is kept per version (`ListSpec`). */
  versioned?: boolean;
}

/**
 * A page of artworks with what the API shows of each (`apiColumns`), and how many works meet
 * the filter in all (`listPage`: one statement, built once per shape of the filter).
 */
export async function listApiArtworks(
  db: DbOrTx,
  filter: ArtworkFilter,
  orderBy: SQL[],
  limit: number,
  offset: number,
  visitor: boolean,
): Promise<{ rows: ApiArtworkRow[]; total: number }> {
  const spec = {
    key: `artworks.list:${visitor ? 'visitor' : 'admin'}:${filter.key}`,
    table: artworks,
    id: artworks.id,
    columns: apiColumns(visitor),
    where: filter.where,
    values: filter.values,
    orderBy,
    versioned: filter.versioned,
  };
  return listPage(db, spec, limit, offset);
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
 * Id and the UTC day of the last change of the works that meet `where`, in `order`: what the
 * sitemap lists, without the rest of each work.
 */
export const artworkStamps = (db: DbOrTx, where: SQL | undefined, order: SQL[]) =>
  db
    .select({ id: artworks.id, day: utcDay(artworks.updated_at) })
    .from(artworks)
    .where(where)
    .orderBy(...order);

/** Each collection holding works that meet `where`, and the UTC day its newest one changed. */
export const collectionStamps = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      collection_id: artworkCollections.collection_id,
      day: utcDay(max(artworks.updated_at)),
    })
    .from(artworkCollections)
    .innerJoin(artworks, eq(artworks.id, artworkCollections.artwork_id))
    .where(where)
    .groupBy(artworkCollections.collection_id);
