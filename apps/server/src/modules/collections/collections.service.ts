import {
  isPreviewCollectionName,
  type CollectionInput,
  type CollectionReorderInput,
  type CollectionUpdate,
} from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { atVersion, currentListingVersion } from '../../db/listing-version';
import { AppError, conflict, notFound, validation } from '../../lib/errors';
import { slugify, uniqueSlug } from '../../lib/slug';
import * as repo from './collections.repository';

const NAME_TAKEN = 'A collection with this name already exists';
const SLUG_TAKEN = 'A collection with this slug already exists';

export interface Viewer {
  isAdmin: boolean;
}

/** Ids of the gated ("preview") collections among the given ones. */
export const gatedIds = (rows: { id: number; name: string }[]) =>
  rows.filter((r) => isPreviewCollectionName(r.name)).map((r) => r.id);

function toApi(row: repo.CollectionRow, counts: Map<number, number>) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? null,
    ordering: row.ordering,
    artwork_count: counts.get(row.id) ?? 0,
    is_gated: isPreviewCollectionName(row.name),
  };
}

type Counts = Map<number, number>;

/**
 * How many works each collection lists, for this viewer. Counting reads every work (1.8 ms of
 * PostgreSQL's time on 5,000, on every gallery page), yet the counts change only with a write
 * to the works, their collections or the collections, and every such write raises the listing
 * version. So they are counted once per version and kept, apart for each viewer and set of
 * gated collections (decision 030, "Later: the collections counted once per version").
 */
function countsFor(
  db: DbOrTx,
  viewer: Viewer,
  rows: { id: number; name: string }[],
  version: number,
): Promise<Counts> {
  const opts = { visitor: !viewer.isAdmin, gatedIds: gatedIds(rows) };
  const key = `collections.counts:${opts.visitor ? 'visitor' : 'admin'}:${opts.gatedIds.join(',')}`;
  return atVersion(db, key, version, () => repo.artworkCounts(db, opts));
}

/**
 * Every collection, with its count for this viewer. The collections are listed by every
 * gallery page, and a write to them raises the listing version too: so they are read once per
 * version like their counts, and a gallery page asks PostgreSQL only for the version and its
 * works (decision 030, "Later: the collections read once per version").
 */
export async function listCollections(db: Db, viewer: Viewer) {
  const version = await currentListingVersion(db);
  const rows = await atVersion(db, 'collections.rows', version, () => repo.listCollections(db));
  const counts = await countsFor(db, viewer, rows, version);
  return rows.map((r) => toApi(r, counts));
}

export async function getCollection(db: DbOrTx, id: number, viewer: Viewer) {
  const version = await currentListingVersion(db);
  const row = await repo.findCollection(db, id);
  if (!row) throw notFound('Collection not found');
  return toApi(row, await countsFor(db, viewer, await repo.listCollectionRefs(db), version));
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * A concurrent write may pass the checks and still hit a unique index: answer 409, never 500,
 * naming the name when that is what now collides (PostgreSQL may report the slug first).
 */
async function guarded<T>(
  db: Db,
  name: string | undefined,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw conflict(
      name !== undefined && (await repo.nameTaken(db, name, exceptId)) ? NAME_TAKEN : SLUG_TAKEN,
    );
  }
}

export async function createCollection(db: Db, input: CollectionInput) {
  if (await repo.nameTaken(db, input.name)) throw conflict(NAME_TAKEN);
  if (input.slug && (await repo.slugTaken(db, input.slug))) throw conflict(SLUG_TAKEN);
  const slug = input.slug ?? (await uniqueSlug(slugify(input.name), (s) => repo.slugTaken(db, s)));
  const row = await guarded(db, input.name, undefined, async () =>
    repo.insertCollection(db, {
      name: input.name,
      slug,
      description: input.description || null,
      ordering: input.ordering ?? (await repo.nextOrdering(db)),
    }),
  );
  return getCollection(db, row.id, { isAdmin: true });
}

/** The slug stays when the name changes, so links already shared keep working. */
export async function updateCollection(db: Db, id: number, input: CollectionUpdate) {
  if (!(await repo.findCollection(db, id))) throw notFound('Collection not found');
  if (input.name !== undefined && (await repo.nameTaken(db, input.name, id)))
    throw conflict(NAME_TAKEN);
  if (input.slug !== undefined && (await repo.slugTaken(db, input.slug, id)))
    throw conflict(SLUG_TAKEN);
  const values: repo.CollectionValues = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.ordering !== undefined) values.ordering = input.ordering;
  if (Object.keys(values).length)
    await guarded(db, input.name, id, () => repo.updateCollection(db, id, values));
  return getCollection(db, id, { isAdmin: true });
}

/** Artworks stay: only their membership rows go (ON DELETE CASCADE). */
export async function deleteCollection(db: Db, id: number) {
  if (!(await repo.deleteCollection(db, id))) throw notFound('Collection not found');
}

/** All or nothing: an unknown or repeated id changes no collection. */
export async function reorderCollections(db: Db, input: CollectionReorderInput) {
  const ids = input.collections.map((c) => c.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length)
    throw validation('collections', `id ${repeated[0]} is listed more than once`);
  return db.transaction(async (tx) => {
    const found = await repo.existingIds(tx, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const message = `unknown collection id(s): ${missing.join(', ')}`;
      throw new AppError(400, 'validation_error', `collections: ${message}`, [
        { path: 'collections', message, ids: missing },
      ]);
    }
    return { updated: await repo.setOrderings(tx, input.collections) };
  });
}

/** Every collection's id, name and slug (which of them are gated, links of artworks). */
export const collectionRefs = (db: DbOrTx) => repo.listCollectionRefs(db);

/** Which of `ids` are collections that exist. */
export const existingCollectionIds = (db: DbOrTx, ids: number[]) => repo.existingIds(db, ids);
