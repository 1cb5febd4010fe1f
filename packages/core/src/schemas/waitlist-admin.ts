import { z } from 'zod';
import { PageQuery } from './common';
import { text } from './primitives';

/**
 * A waitlist entry's states (decision 034): `pending` until the emailed link confirms it,
 * `active` while notices of similar work are sent, `left` once a notice's "stop" link was used.
 */
export const WAITLIST_STATUSES = ['pending', 'active', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** GET /admin/waitlist: newest first; `search` looks in the email and the work's title. */
export const WaitlistListQuery = PageQuery.extend({
  search: text().trim().min(1).max(200).optional(),
  status: z.enum(WAITLIST_STATUSES).optional(),
});
export type WaitlistListQuery = z.infer<typeof WaitlistListQuery>;

/** GET /admin/waitlist/export: every entry of a status, or all of them (the default). */
export const WaitlistExportQuery = z.object({
  status: z.enum([...WAITLIST_STATUSES, 'all']).default('all'),
});
export type WaitlistExportQuery = z.infer<typeof WaitlistExportQuery>;

/**
 * One entry as the artist sees it: who (the address, the only thing a visitor gives), the sold
 * work it was asked from (null once that work is deleted), the collections it waits on, since
 * when, and whether it was confirmed. `told_count` and `last_told_at` are the notices of new
 * work sent to the address (a notice goes to the address, once per new work, whichever of its
 * entries asked for it).
 */
export const WaitlistEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  work: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  collections: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  left_at: z.string().nullable(),
  told_count: z.number().int(),
  last_told_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

/** The dashboard's waitlist count: entries confirmed (notices go to them) and not yet confirmed. */
export const DashboardWaitlistCounts = z.object({
  waiting: z.number().int(),
  unconfirmed: z.number().int(),
});
export type DashboardWaitlistCounts = z.infer<typeof DashboardWaitlistCounts>;
