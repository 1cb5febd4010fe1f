import {
  dollarsToCents,
  type ArtworkInput,
  type BulkReorderInput,
  type BulkVisibilityInput,
} from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound, validation } from '../../lib/errors';
import { sanitizeOptional } from '../../lib/sanitize';
import { existingCollectionIds } from '../collections/collections.service';
import { thumbnailOf } from '../uploads/uploads.service';
import * as repo from './artworks.repository';
import type { ArtworkUpdate as ArtworkPatch } from '@atelier/core';
import { ADMIN_VIEWER, getArtwork } from './artworks.service';

const PLAIN_FIELDS = [
  'title',
  'year_created',
  'material',
  'substrate',
  'width',
  'height',
  'availability',
  'primary_image_url',
  'thumbnail_url',
  'framed_image_url',
  'accolades',
  'featured',
  'is_public',
  'offers_enabled',
  'ordering',
] as const;

/** Column values of the fields that were sent: dollars become cents, artist notes are sanitised. */
function columns(input: ArtworkPatch): repo.ArtworkValues {
  const out: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) if (input[field] !== undefined) out[field] = input[field];
  if (input.price !== undefined)
    out.price_cents = input.price === null ? null : dollarsToCents(input.price);
  if (input.artist_comments !== undefined)
    out.artist_comments = sanitizeOptional(input.artist_comments) || null;
  return out as repo.ArtworkValues;
}

/** Checks the collections exist; keeps the first occurrence of a repeated id. */
async function checkedCollections(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await existingCollectionIds(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length)
    throw validation('collection_ids', `unknown collection id(s): ${missing.join(', ')}`);
  return unique;
}

export async function createArtwork(db: Db, input: ArtworkInput) {
  const id = await db.transaction(async (tx) => {
    const collectionIds = await checkedCollections(tx, input.collection_ids);
    const row = await repo.insertArtwork(tx, {
      ...columns(input),
      title: input.title,
      thumbnail_url: input.thumbnail_url ?? (await thumbnailOf(tx, input.primary_image_url)),
      ordering: input.ordering ?? (await repo.nextOrdering(tx)),
    });
    await repo.setCollections(tx, row.id, collectionIds);
    return row.id;
  });
  return getArtwork(db, id, ADMIN_VIEWER);
}

/** Only the fields sent change; `collection_ids`, when sent, replaces the artwork's collections. */
export async function updateArtwork(db: Db, id: number, input: ArtworkPatch) {
  await db.transaction(async (tx) => {
    const current = await repo.findArtwork(tx, id);
    if (!current) throw notFound('Artwork not found');
    const values = columns(input);
    const newPrimary =
      input.primary_image_url !== undefined &&
      input.primary_image_url !== current.primary_image_url;
    if (newPrimary && input.thumbnail_url === undefined)
      values.thumbnail_url = await thumbnailOf(tx, input.primary_image_url);
    const collectionIds =
      input.collection_ids && (await checkedCollections(tx, input.collection_ids));
    await repo.updateArtwork(tx, id, values);
    if (collectionIds) await repo.setCollections(tx, id, collectionIds);
  });
  return getArtwork(db, id, ADMIN_VIEWER);
}

export async function deleteArtwork(db: Db, id: number) {
  if (!(await repo.deleteArtwork(db, id))) throw notFound('Artwork not found');
}

/** Every id must exist, or nothing changes. */
async function requireAll(db: DbOrTx, field: string, ids: number[]) {
  const found = await repo.existingIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const message = `unknown artwork id(s): ${missing.join(', ')}`;
    throw new AppError(400, 'validation_error', `${field}: ${message}`, [
      { path: field, message, ids: missing },
    ]);
  }
}

export async function bulkReorder(db: Db, input: BulkReorderInput) {
  const ids = input.artworks.map((a) => a.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined)
    throw validation('artworks', `id ${repeated} is listed more than once`);
  return db.transaction(async (tx) => {
    await requireAll(tx, 'artworks', ids);
    return { updated: await repo.setOrderings(tx, input.artworks) };
  });
}

export async function bulkVisibility(db: Db, input: BulkVisibilityInput) {
  const ids = [...new Set(input.artwork_ids)];
  return db.transaction(async (tx) => {
    await requireAll(tx, 'artwork_ids', ids);
    return { updated: await repo.setVisibility(tx, ids, input.is_public) };
  });
}
