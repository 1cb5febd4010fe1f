import type { ImageMeta } from '@atelier/core';
import { eq, getTableColumns, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { builtOnce, type Values } from '../../db/built-once';
import { frozen } from '../../db/frozen-sql';
import { imageMetaAt } from '../../db/image-meta-sql';
import { listedVersion } from '../../db/list-at-version';
import { listPage } from '../../db/page-of';
import { rowsAtVersion } from '../../db/rows-at-version';
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
 * An artwork as the API shows it but for its availability, in one statement: its row, its
 * collections in their order and its images' metadata. One statement instead of four: uncached,
 * the list's time went into building and sending each query (decision 030). The computed fields
 * are constant SQL, written to text once (`frozen`), since writing them out was most of building
 * the query. The same for every reader, so kept per listing version (`rowsAtVersion`).
 */
const { availability: _stored, ...tableColumns } = getTableColumns(artworks);
const API_COLUMNS = {
  ...tableColumns,
  collection_refs: frozen<{ id: number; name: string }[]>(collectionRefs),
  primary_image: frozen<ImageMeta | null>(primaryImage),
  framed_image: frozen<ImageMeta | null>(framedImage),
};

export type ApiArtworkRow = Omit<ArtworkRow, 'availability'> & {
  collection_refs: { id: number; name: string }[];
  primary_image: ImageMeta | null;
  framed_image: ImageMeta | null;
};

/** A work as one reader sees it: its row as kept, and its availability read now. */
export interface ApiArtwork {
  row: ApiArtworkRow;
  availability: string;
}

/**
 * What a read finds of each work before its row: its id, its availability as the reader sees it
 * (a visitor sees a work held by a pending order as reserved, which moves with the orders and the
 * clock, so it is read on every request) and the listing version, which says whether the rows
 * kept are still exact.
 */
const foundColumns = (visitor: boolean) => ({
  id: artworks.id,
  availability: visitor ? visitorAvailability : sql<string>`${artworks.availability}`,
  listedAt: listedVersion().mapWith(Number),
});

/** Built once: the selection is the same on every read. */
const VISITOR_FOUND = foundColumns(true);
const ADMIN_FOUND = foundColumns(false);
const found = (visitor: boolean) => (visitor ? VISITOR_FOUND : ADMIN_FOUND);

/**
 * The works found, each with its row: the rows kept at the listing version the finding read, the
 * others read by id in one statement with the version and kept (decision 030, "Later: each work's
 * row kept per version"). While nothing listed changes, a read finds its works and reads none.
 */
async function withRows(
  db: DbOrTx,
  works: { id: number; availability: string; listedAt: number }[],
): Promise<ApiArtwork[]> {
  if (!works.length) return [];
  const statement = builtOnce(db, 'artworks.rows', () =>
    db
      .select({ ...API_COLUMNS, listedAt: listedVersion().mapWith(Number) })
      .from(artworks)
      .where(sql`${artworks.id} = any(${sql.placeholder('ids')}::int[])`),
  );
  const rows = await rowsAtVersion(
    db,
    'artworks.api',
    works[0]!.listedAt,
    works.map((work) => work.id),
    async (ids) => {
      const read = await statement.execute({ ids });
      return { version: read[0]?.listedAt ?? 0, rows: read };
    },
  );
  const availability = new Map(works.map((work) => [work.id, work.availability]));
  return rows.map((row) => ({ row, availability: availability.get(row.id)! }));
}

/** One artwork with what the API shows of it, as the reader sees it. */
export async function findApiArtwork(
  db: DbOrTx,
  id: number,
  visitor: boolean,
): Promise<ApiArtwork | null> {
  const key = `artworks.one:${visitor ? 'visitor' : 'admin'}`;
  const statement = builtOnce(db, key, () =>
    db
      .select(found(visitor))
      .from(artworks)
      .where(eq(artworks.id, sql.placeholder('id'))),
  );
  const [work] = await withRows(db, await statement.execute({ id }));
  return work ?? null;
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
 * A page of artworks with what the API shows of each (`withRows`), and how many works meet the
 * filter in all (`listPage`: one statement, built once per shape of the filter).
 */
export async function listApiArtworks(
  db: DbOrTx,
  filter: ArtworkFilter,
  orderBy: SQL[],
  limit: number,
  offset: number,
  visitor: boolean,
): Promise<{ rows: ApiArtwork[]; total: number }> {
  const spec = {
    key: `artworks.list:${visitor ? 'visitor' : 'admin'}:${filter.key}`,
    table: artworks,
    id: artworks.id,
    columns: found(visitor),
    where: filter.where,
    values: filter.values,
    orderBy,
    versioned: filter.versioned,
  };
  const { rows, total } = await listPage(db, spec, limit, offset);
  return { rows: await withRows(db, rows), total };
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
