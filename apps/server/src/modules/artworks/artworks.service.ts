import {
  findCollection,
  isPreviewCollectionName,
  type Artwork,
  type ArtworkListQuery,
} from '@atelier/core';
import type { SQL } from 'drizzle-orm';
import { Values } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, validation } from '../../lib/errors';
import { pagination } from '../../lib/serialize';
import { collectionRefs } from '../collections/collections.service';
import {
  DEFAULT_ORDER,
  allOf,
  inCollection,
  isFeatured,
  notArtwork,
  ordering,
  queryFilters,
  visibility,
  type Viewer,
} from './artworks-filters.repository';
import { workStates } from './artwork-states.service';
import * as repo from './artworks.repository';
import { toApiArtwork } from './artworks.serialize';

// The dashboard counts works by the same rule the admin's list shows (decision 048).
export { workStateCounts } from './artwork-states.service';

export const ADMIN_VIEWER: Viewer = { isAdmin: true, previewAccess: true };

const previewLocked = () =>
  new AppError(
    403,
    'preview_locked',
    'This collection is private. Enter the password or join the mailing list to view it.',
  );

export async function listArtworks(db: DbOrTx, query: ArtworkListQuery, viewer: Viewer) {
  const { limit, offset } = query;
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  ) {
    throw validation('maxPrice', 'must not be less than minPrice');
  }
  const values = new Values();
  const conditions: SQL[] = queryFilters(query, viewer, values);
  let listingGated = false;
  if (query.collection) {
    const target = findCollection(await collectionRefs(db), query.collection);
    listingGated = isPreviewCollectionName(target?.name ?? query.collection);
    if (listingGated && !viewer.previewAccess) throw previewLocked();
    if (!target) return { data: [], pagination: pagination(0, limit, offset) };
    conditions.push(inCollection(db, values.put('collection', target.id)));
  }
  const { rows, total } = await repo.listApiArtworks(
    db,
    {
      // The order (an admin's sort) and the visibility are the statement's shape beside `values`.
      key: `${viewer.isAdmin ? (query.sort ?? 'default') : 'gallery'}:${listingGated ? 'gated' : 'open'}`,
      where: allOf(...conditions, ...visibility(viewer, listingGated)),
      values,
      // "available" leaves out the works held now: that count moves with the clock and the
      // orders, not only with the listed data.
      versioned: !query.availability,
    },
    ordering(query.sort, viewer),
    limit,
    offset,
    !viewer.isAdmin,
  );
  return {
    data: await withStates(db, rows, viewer),
    pagination: pagination(total, limit, offset),
  };
}

/**
 * The works in the API's shape; for the artist each with its state (held by which order,
 * reserved for whom, until when), read in one query for the whole page.
 */
async function withStates(db: DbOrTx, rows: repo.ApiArtwork[], viewer: Viewer) {
  if (!viewer.isAdmin) return rows.map((row) => toApiArtwork(row));
  const states = await workStates(
    db,
    rows.map(({ row, availability }) => ({ id: row.id, availability, stock: row.stock })),
  );
  return rows.map((row) => toApiArtwork(row, states.get(row.row.id)));
}

/** One artwork; hidden and gated works answer the same 404 as missing ones, so nothing leaks. */
export async function getArtwork(db: DbOrTx, id: number, viewer: Viewer): Promise<Artwork> {
  const row = await repo.findApiArtwork(db, id, !viewer.isAdmin);
  const [artwork] = row ? await withStates(db, [row], viewer) : [];
  if (!artwork || !canSee(artwork, viewer)) throw notFound('Artwork not found');
  return artwork;
}

function canSee(artwork: Artwork, viewer: Viewer) {
  if (viewer.isAdmin) return true;
  if (!artwork.is_public) return false;
  return viewer.previewAccess || !artwork.collections.some((c) => isPreviewCollectionName(c.name));
}

/**
 * Up to `limit` public works of the artwork's first collection, otherwise featured works;
 * never the artwork itself. A strip on a public page: the admin sees what visitors see,
 * with the gated collection open.
 */
export async function relatedArtworks(db: DbOrTx, id: number, limit: number, viewer: Viewer) {
  const current = await getArtwork(db, id, viewer);
  const publicViewer: Viewer = { isAdmin: false, previewAccess: viewer.previewAccess };
  const first = current.collections[0];
  if (first) {
    const listingGated = isPreviewCollectionName(first.name);
    const values = new Values();
    const where = allOf(
      notArtwork(values.put('id', id)),
      inCollection(db, values.put('collection', first.id)),
      ...visibility(publicViewer, listingGated),
    );
    const key = `related:${listingGated ? 'gated' : 'open'}`;
    const filter = { key, where, values, versioned: true };
    const { rows } = await repo.listApiArtworks(db, filter, DEFAULT_ORDER, limit, 0, true);
    if (rows.length) return rows.map((row) => toApiArtwork(row));
  }
  const values = new Values();
  const where = allOf(
    notArtwork(values.put('id', id)),
    isFeatured,
    ...visibility(publicViewer, false),
  );
  const filter = { key: 'related:featured', where, values, versioned: true };
  const { rows } = await repo.listApiArtworks(db, filter, DEFAULT_ORDER, limit, 0, true);
  return rows.map((row) => toApiArtwork(row));
}

/**
 * Every work a visitor may see (the same visibility as the gallery's) with the day it last
 * changed, and each collection with the day its newest such work did, in two light queries:
 * what the sitemap lists.
 */
export async function publicArtworkStamps(db: DbOrTx) {
  const visitor: Viewer = { isAdmin: false, previewAccess: false };
  const where = allOf(...visibility(visitor, false));
  const [works, collections] = await Promise.all([
    repo.artworkStamps(db, where, ordering(undefined, visitor)),
    repo.collectionStamps(db, where),
  ]);
  return { works, collections: new Map(collections.map((c) => [c.collection_id, c.day])) };
}
