import { z } from 'zod';
import { PageQuery } from './common';
import { OFFER_STATUSES, type OfferStatus } from './offers';
import { text } from './primitives';

/**
 * The artist's one inbox (decision 051): contact messages, questions about a work ("Ask about
 * this work") and offers, newest first in one list, filtered by kind and by state.
 */
export const INBOX_KINDS = ['message', 'inquiry', 'offer'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATES = ['unread', 'answered'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** The inbox's filters, in the artist's words (the screen's selects and its tests use them). */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  message: 'Messages',
  inquiry: 'Questions about works',
  offer: 'Offers',
};
export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  unread: 'Unread',
  answered: 'Answered',
};

/**
 * An offer is new to the artist until they answer it: "unread" while it is open, "answered"
 * once they countered, accepted or declined (a withdrawn offer is neither). Messages have their
 * own flags (read, and answered once the artist marks it so).
 */
export const OFFER_UNREAD_STATUSES: readonly OfferStatus[] = ['open'];
export const OFFER_ANSWERED_STATUSES: readonly OfferStatus[] = [
  'countered',
  'accepted',
  'declined',
];

/** GET /admin/inbox. */
export const InboxQuery = PageQuery.extend({
  kind: z
    .enum(INBOX_KINDS, { error: 'Choose messages, questions about works or offers' })
    .optional(),
  state: z.enum(INBOX_STATES, { error: 'Choose unread or answered' }).optional(),
  search: text().trim().min(1).max(200).optional(),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

/** One line of the inbox: enough to list it; the message or the offer opens beside it. */
export const InboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  /** The message's id, or the offer's. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** A message's subject (null without one). */
  subject: z.string().nullable(),
  /** A message's text, or an offer's note (null without one). */
  body: z.string().nullable(),
  /** The work a question or an offer is about, while it exists. */
  artwork: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** An offer's amount in whole dollars. */
  amount: z.number().nullable(),
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  unread: z.boolean(),
  answered: z.boolean(),
  created_at: z.string(),
});
export type InboxItem = z.infer<typeof InboxItem>;
