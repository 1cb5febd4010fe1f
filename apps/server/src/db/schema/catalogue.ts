import { PREVIEW_COLLECTION_NAME } from '@atelier/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, tstz } from './columns';
import { searchTextOf } from '../search';

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    ordering: integer('ordering').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('collections_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * The gated collection, known by its name: `isPreviewCollectionName` of @atelier/core, in SQL
 * (names are stored trimmed, so SQL's trim of spaces is JavaScript's).
 */
export const isPreviewCollection = (name: AnyPgColumn) =>
  sql`lower(trim(${name})) = ${PREVIEW_COLLECTION_NAME}`;

/** What a search of the works reads: title, medium, support and the artist's comments. */
export const artworkSearchText = searchTextOf('title', 'material', 'substrate', 'artist_comments');

export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    year_created: integer('year_created'),
    material: text('material'),
    substrate: text('substrate'),
    width: numeric('width', { precision: 7, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 7, scale: 2, mode: 'number' }),
    /** Money is integer cents inside the server. */
    price_cents: integer('price_cents'),
    availability: text('availability').notNull().default('available'),
    primary_image_url: text('primary_image_url'),
    thumbnail_url: text('thumbnail_url'),
    framed_image_url: text('framed_image_url'),
    artist_comments: text('artist_comments'),
    accolades: jsonb('accolades').$type<string[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    is_public: boolean('is_public').notNull().default(true),
    /**
     * When the work was first made public: set by the database (trigger
     * `artworks_first_public`, migration 0016) whatever path publishes it. The waitlist's
     * notices are about works first public after the visitor confirmed (decision 034).
     */
    first_public_at: tstz('first_public_at'),
    /** Offers on this work even while they are off for the shop (decision 032). */
    offers_enabled: boolean('offers_enabled').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    /** Originals exist once; editions may carry more. */
    stock: integer('stock').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check(
      'artworks_availability_check',
      sql`${t.availability} in ('available', 'sold', 'not_for_sale', 'reserved')`,
    ),
    check('artworks_price_check', sql`${t.price_cents} is null or ${t.price_cents} >= 0`),
    check('artworks_stock_check', sql`${t.stock} >= 0`),
    index('artworks_public_order_idx').on(t.is_public, t.ordering, t.created_at),
    // The public works, counted from the index alone (the gallery's total, each collection's
    // count) where the condition is `isPublicArtwork`.
    index('artworks_public_idx')
      .on(t.id)
      .where(sql`${t.is_public}`),
    // The visitors' gallery in its order (`DEFAULT_ORDER`): a page's ids are read from the
    // index in order, not by sorting every public work.
    index('artworks_gallery_order_idx')
      .on(t.ordering.asc(), t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.is_public}`),
    index('artworks_availability_idx').on(t.availability),
    index('artworks_featured_idx').on(t.featured),
    index('artworks_material_idx').on(sql`lower(${t.material})`),
    index('artworks_year_idx').on(t.year_created),
    index('artworks_price_idx').on(t.price_cents),
    // The search (db/search.ts): a trigram index (pg_trgm) on the text it matches.
    index('artworks_search_trgm_idx').using('gin', sql`${artworkSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * The work is public, as every visitor's read says it. The column itself, not `= true`:
 * drizzle sends a value as a parameter, and a statement prepared once (`builtOnce`) gets
 * PostgreSQL's generic plan, which cannot know the parameter is true and so never uses the
 * partial index of public works (`artworks_public_idx`, above); counting 5,000 public works
 * from it took 0.40 ms against 0.65 by the table (pgbench, decision 030).
 */
export const isPublicArtwork = sql`${artworks.is_public}`;

export const artworkCollections = pgTable(
  'artwork_collections',
  {
    artwork_id: belongsTo('artwork_id', () => artworks.id),
    collection_id: belongsTo('collection_id', () => collections.id),
    /** Order of the collections on one artwork: the first is the artwork's "first collection". */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.artwork_id, t.collection_id] }),
    index('artwork_collections_collection_idx').on(t.collection_id),
  ],
);
