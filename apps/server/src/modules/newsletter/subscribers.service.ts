import type { SubscriberStatus } from '@atelier/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso, isoOrNull, readPage } from '../../lib/serialize';
import { csvFilename, csvStream } from '../../lib/csv';
import * as repo from './newsletter.repository';

export const CSV_HEADER = [
  'email',
  'first_name',
  'last_name',
  'status',
  'source',
  'subscribed_at',
  'confirmed_at',
];

export const toApi = (row: repo.SubscriberRow) => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  preferences: row.preferences,
  status: row.status as SubscriberStatus,
  source: row.source,
  created_at: iso(row.created_at),
  confirmed_at: isoOrNull(row.confirmed_at),
});

export async function listSubscribers(
  db: Db,
  q: { page: number; limit: number; search?: string; status?: SubscriberStatus },
) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listSubscribers(db, { status: q.status, search: q.search }, limit, offset),
  );
  return { data: rows.map(toApi), pagination };
}

/** Rows the export reads at a time: its memory stays flat however long the list. */
export const EXPORT_BATCH = 1000;

/**
 * The export file, streamed: its name carries today's date (UTC), and its lines are made a
 * batch at a time as the download goes, so 50,000 subscribers never sit in memory at once.
 */
export function exportSubscribers(
  db: Db,
  status: SubscriberStatus | 'all',
  now = new Date(),
  batch = EXPORT_BATCH,
) {
  const lines = csvStream(
    CSV_HEADER,
    batch,
    (after: repo.SubscriberRow | null, limit) =>
      repo.subscribersAfter(db, status === 'all' ? undefined : status, after, limit),
    (rows) =>
      rows.map((r) => [
        r.email,
        r.first_name,
        r.last_name,
        r.status,
        r.source,
        iso(r.created_at),
        isoOrNull(r.confirmed_at),
      ]),
  );
  return { filename: csvFilename('subscribers', now), lines };
}

export async function deleteSubscriber(db: Db, id: number) {
  if (!(await repo.deleteSubscriber(db, id))) throw notFound('Subscriber not found');
}
