import type { WaitlistStatus } from '@atelier/core';
import { and, asc, count, desc, eq, gt, inArray, max, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  artworks,
  collections,
  waitlistCollections,
  waitlistEntries,
  waitlistNotices,
} from '../../db/schema/index';
import { anyContains } from '../../db/search';
import { deleteWhere } from '../../lib/rows';

export interface WaitlistFilter {
  status?: WaitlistStatus;
  search?: string;
}

/** An entry with the title of the work it was asked from (null once that work is deleted). */
const entryColumns = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  status: waitlistEntries.status,
  artwork_id: waitlistEntries.artwork_id,
  title: artworks.title,
  created_at: waitlistEntries.created_at,
  confirmed_at: waitlistEntries.confirmed_at,
  left_at: waitlistEntries.left_at,
};

// A few entries per sold work: small enough that the search scans them (no trigram index).
const where = (f: WaitlistFilter): SQL | undefined =>
  and(
    f.status ? eq(waitlistEntries.status, f.status) : undefined,
    f.search ? anyContains(f.search, waitlistEntries.email, artworks.title) : undefined,
  );

const entries = (db: DbOrTx) =>
  db
    .select(entryColumns)
    .from(waitlistEntries)
    .leftJoin(artworks, eq(artworks.id, waitlistEntries.artwork_id));

/** One page of entries, newest first, and how many match. */
export async function listEntries(db: DbOrTx, f: WaitlistFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    entries(db)
      .where(where(f))
      .orderBy(desc(waitlistEntries.created_at), desc(waitlistEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(waitlistEntries)
      .leftJoin(artworks, eq(artworks.id, waitlistEntries.artwork_id))
      .where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The next `limit` entries of a status (or all) after the entry `afterId`, in the order they
 * were made: the export reads the list in these pages, by key, so each page costs the same.
 */
export const entriesAfter = (
  db: DbOrTx,
  status: WaitlistStatus | undefined,
  afterId: number,
  limit: number,
) =>
  entries(db)
    .where(and(where({ status }), gt(waitlistEntries.id, afterId)))
    .orderBy(asc(waitlistEntries.id))
    .limit(limit);

export type AdminEntryRow = Awaited<ReturnType<typeof entriesAfter>>[number];

/** The collections each of these entries waits on, by name. */
export const collectionsOf = (db: DbOrTx, entryIds: number[]) =>
  entryIds.length
    ? db
        .select({
          entry_id: waitlistCollections.entry_id,
          id: collections.id,
          name: collections.name,
        })
        .from(waitlistCollections)
        .innerJoin(collections, eq(collections.id, waitlistCollections.collection_id))
        .where(inArray(waitlistCollections.entry_id, entryIds))
        .orderBy(asc(collections.name), asc(collections.id))
    : Promise.resolve([]);

/** How many notices of new work each of these addresses was sent, and the latest one's time. */
export const noticesTo = (db: DbOrTx, emails: string[]) =>
  emails.length
    ? db
        .select({
          email: waitlistNotices.email,
          n: count(),
          last: max(waitlistNotices.created_at),
        })
        .from(waitlistNotices)
        .where(inArray(waitlistNotices.email, emails))
        .groupBy(waitlistNotices.email)
    : Promise.resolve([]);

export const deleteEntry = (db: DbOrTx, id: number) =>
  deleteWhere(db, waitlistEntries, eq(waitlistEntries.id, id));

/** Entries grouped by status, for the dashboard. */
export const statusCounts = (db: DbOrTx) =>
  db
    .select({ status: waitlistEntries.status, n: count() })
    .from(waitlistEntries)
    .groupBy(waitlistEntries.status);
