import type { WaitlistEntry, WaitlistStatus } from '@atelier/core';
import { iso, isoOrNull } from '../../lib/serialize';
import type { AdminEntryRow } from './waitlist-admin.repository';

/** What an entry's row is shown with: its collections and the notices sent to its address. */
export interface EntryDetails {
  collections: { id: number; name: string }[];
  notices: { n: number; last: Date | null } | undefined;
}

export const toApi = (row: AdminEntryRow, details: EntryDetails): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  status: row.status as WaitlistStatus,
  work:
    row.artwork_id !== null && row.title !== null ? { id: row.artwork_id, title: row.title } : null,
  collections: details.collections,
  created_at: iso(row.created_at),
  confirmed_at: isoOrNull(row.confirmed_at),
  left_at: isoOrNull(row.left_at),
  told_count: details.notices?.n ?? 0,
  last_told_at: isoOrNull(details.notices?.last),
});

export const CSV_HEADER = [
  'email',
  'status',
  'work',
  'collections',
  'waiting_since',
  'confirmed_at',
  'told_about_new_work',
  'last_told_at',
  'left_at',
];

/** An entry as a line of the export, in CSV_HEADER's order. */
export const toCsvRow = (e: WaitlistEntry) => [
  e.email,
  e.status,
  e.work?.title,
  e.collections.map((c) => c.name).join('; '),
  e.created_at,
  e.confirmed_at,
  e.told_count,
  e.last_told_at,
  e.left_at,
];
