import { dollarsToCents, type ArtworkListQuery } from '@atelier/core';
import { and, asc, desc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  artworkCollections,
  artworks,
  artworkSearchText,
  collections,
  isPreviewCollection,
  isPublicArtwork,
} from '../../db/schema/index';
import type { Values } from '../../db/built-once';
import { containsPattern, matchesPattern } from '../../db/search';
import { visitorAvailability } from './artworks-holds.repository';

/** Who is asking: the admin sees everything; a preview grant opens the gated collection. */
export interface Viewer {
  isAdmin: boolean;
  previewAccess: boolean;
}

const member = alias(artworkCollections, 'member');

/** The artwork belongs to this collection (correlated EXISTS: no duplicate rows). */
export const inCollection = (db: DbOrTx, id: Placeholder) =>
  sql`exists ${db
    .select({ one: sql`1` })
    .from(member)
    .where(and(eq(member.artwork_id, artworks.id), eq(member.collection_id, id)))}`;

/**
 * The artwork belongs to the gated collection (decided in the same statement: no read first).
 * Not correlated: PostgreSQL reads the gated collection's works once, into a hash each row is
 * looked up in, where EXISTS per work probed the collections of each of the 2,500 works a page
 * deep in 5,000 walks (decision 030, "Later: the gallery's page from its index").
 */
const inGatedCollection = sql`${artworks.id} in (select ${artworkCollections.artwork_id} from ${artworkCollections} inner join ${collections} on ${collections.id} = ${artworkCollections.collection_id} where ${isPreviewCollection(collections.name)})`;

/**
 * What the viewer may see. Visitors: public works only and, unless the list is the gated
 * collection itself, none of the gated collection's works (they never leak into "All",
 * other collections or featured lists).
 */
export function visibility(viewer: Viewer, listingGated: boolean): SQL[] {
  if (viewer.isAdmin) return [];
  const out = [isPublicArtwork];
  if (!listingGated) out.push(sql`not ${inGatedCollection}`);
  return out;
}

/**
 * The filters of ArtworkListQuery other than `collection`, each value put into `values` and
 * read through its placeholder (the list's statement is built once per set of filters).
 */
export function queryFilters(query: ArtworkListQuery, viewer: Viewer, values: Values): SQL[] {
  const out: SQL[] = [];
  if (query.availability) {
    const availability = values.put('availability', query.availability);
    // Everyone filters on what a work is now (decision 048): a work an order holds is
    // "reserved" (held or reserved), not "available", for the artist as for visitors.
    out.push(sql`${visitorAvailability} = ${availability}`);
  }
  if (query.material)
    out.push(
      sql`lower(${artworks.material}) = ${values.put('material', query.material.toLowerCase())}`,
    );
  if (query.minPrice !== undefined)
    out.push(
      sql`${artworks.price_cents} >= ${values.put('minPrice', dollarsToCents(query.minPrice))}`,
    );
  if (query.maxPrice !== undefined)
    out.push(
      sql`${artworks.price_cents} <= ${values.put('maxPrice', dollarsToCents(query.maxPrice))}`,
    );
  if (query.year !== undefined) out.push(eq(artworks.year_created, values.put('year', query.year)));
  if (query.featured !== undefined)
    out.push(eq(artworks.featured, values.put('featured', query.featured)));
  if (query.search) {
    const pattern = values.put('search', containsPattern(query.search));
    out.push(matchesPattern(artworkSearchText(artworks), pattern));
  }
  if (viewer.isAdmin && query.is_public !== undefined)
    out.push(eq(artworks.is_public, values.put('is_public', query.is_public)));
  return out;
}

const NEWEST = [desc(artworks.created_at), desc(artworks.id)];
export const DEFAULT_ORDER: SQL[] = [asc(artworks.ordering), ...NEWEST];

/** Visitors always get the gallery order; the admin may sort otherwise. */
export function ordering(sort: ArtworkListQuery['sort'], viewer: Viewer): SQL[] {
  if (!viewer.isAdmin) return DEFAULT_ORDER;
  switch (sort) {
    case 'newest':
      return NEWEST;
    case 'title':
      return [asc(sql`lower(${artworks.title})`), asc(artworks.id)];
    case 'price':
      return [sql`${artworks.price_cents} asc nulls last`, asc(artworks.id)];
    case 'year':
      return [sql`${artworks.year_created} desc nulls last`, desc(artworks.id)];
    default:
      return DEFAULT_ORDER;
  }
}

/** Every condition at once (`undefined` when there are none). */
export const allOf = (...conditions: SQL[]) => and(...conditions);
export const notArtwork = (id: Placeholder) => ne(artworks.id, id);
export const isFeatured = eq(artworks.featured, true);
