import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * One row: a number that every write to what the public site lists (works, their collections,
 * the collections, posts) raises in its own transaction, by statement triggers (migrations 0019
 * and 0021), so it changes when the write commits and not before. What was derived from the
 * listed data at this version is current; at any other it is not: the stored sitemap (decision
 * 030, "Later: the sitemap stored") and the collections' counts. Read by
 * `currentListingVersion` (db/listing-version.ts).
 */
export const listingVersion = pgTable(
  'listing_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('listing_version_one_row', sql`${t.id} = 1`)],
);

/**
 * The sitemap's files as last built: part 0 is /sitemap.xml (the whole list, or the index of
 * the parts beyond 50,000 URLs), part n is /sitemap-n.xml. Every row of one build carries the
 * version it was built at, the origin its URLs start with, and the moment a scheduled post
 * becomes public (null if none is scheduled), when the build stops being current by the clock.
 */
export const sitemapFiles = pgTable('sitemap_files', {
  part: integer('part').primaryKey(),
  xml: text('xml').notNull(),
  etag: text('etag').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  origin: text('origin').notNull(),
  valid_until: tstz('valid_until'),
  built_at: tstz('built_at').notNull().defaultNow(),
});
