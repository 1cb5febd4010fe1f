import type { DashboardWaitlistCounts, WaitlistStatus } from '@atelier/core';
import type { Db } from '../../db/client';
import { csvFilename, csvStream } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/serialize';
import * as repo from './waitlist-admin.repository';
import { CSV_HEADER, toApi, toCsvRow } from './waitlist-admin.serialize';

/** Entries in the API's shape: each with its collections and its address's notices. */
async function withDetails(db: Db, rows: repo.AdminEntryRow[]) {
  const [tags, notices] = await Promise.all([
    repo.collectionsOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.noticesTo(db, [...new Set(rows.map((r) => r.email))]),
  ]);
  const byEmail = new Map(notices.map((n) => [n.email, n]));
  return rows.map((row) =>
    toApi(row, {
      collections: tags.filter((t) => t.entry_id === row.id).map(({ id, name }) => ({ id, name })),
      notices: byEmail.get(row.email),
    }),
  );
}

/** GET /admin/waitlist: who waits for similar work, newest first. */
export async function listWaitlist(
  db: Db,
  q: { page: number; limit: number; search?: string; status?: WaitlistStatus },
) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listEntries(db, { status: q.status, search: q.search }, limit, offset),
  );
  return { data: await withDetails(db, rows), pagination };
}

/** Rows the export reads at a time: its memory stays flat however long the list. */
export const EXPORT_BATCH = 1000;

/**
 * The export file, streamed a batch at a time, in the order the entries were made; its name
 * carries today's date (UTC).
 */
export function exportWaitlist(
  db: Db,
  status: WaitlistStatus | 'all',
  now = new Date(),
  batch = EXPORT_BATCH,
) {
  const lines = csvStream(
    CSV_HEADER,
    batch,
    (after: repo.AdminEntryRow | null, limit) =>
      repo.entriesAfter(db, status === 'all' ? undefined : status, after?.id ?? 0, limit),
    async (rows) => (await withDetails(db, rows)).map(toCsvRow),
  );
  return { filename: csvFilename('waitlist', now), lines };
}

/**
 * Removes one entry (its collections go with it). The address is not told, and its other
 * entries stay; asking again from a sold work makes a new entry to confirm.
 */
export async function deleteWaitlistEntry(db: Db, id: number) {
  if (!(await repo.deleteEntry(db, id))) throw notFound('Waitlist entry not found');
}

/** The dashboard's count: confirmed entries (notices go to them), and those still to confirm. */
export async function waitlistCounts(db: Db): Promise<DashboardWaitlistCounts> {
  const rows = await repo.statusCounts(db);
  const of = (status: WaitlistStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { waiting: of('active'), unconfirmed: of('pending') };
}
