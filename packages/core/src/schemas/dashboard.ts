import { z } from 'zod';
import { DashboardOrders } from './orders';
import { DashboardWaitlistCounts } from './waitlist-admin';

/**
 * Counts of artworks by state (core's `workState`, decision 048): `held` are held by an order
 * awaiting payment, `reserved` reserved for a buyer (by the artist's reservation or by hand);
 * `hidden` counts the non-public ones of any state.
 */
export const DashboardArtworkCounts = z.object({
  total: z.number().int(),
  available: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  not_for_sale: z.number().int(),
  hidden: z.number().int(),
});

/** `new_this_month`: active subscribers who signed up since the first of the month (UTC). */
export const DashboardSubscriberCounts = z.object({
  active: z.number().int(),
  new_this_month: z.number().int(),
  pending: z.number().int(),
});

/** `scheduled` are posts not public yet; a scheduled post whose time has come counts as published. */
export const DashboardPostCounts = z.object({
  published: z.number().int(),
  scheduled: z.number().int(),
  drafts: z.number().int(),
});

export const DashboardMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  /** The start of the message, for a one-line preview. */
  excerpt: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type DashboardMessage = z.infer<typeof DashboardMessage>;

export const DashboardPost = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  published_at: z.string(),
});
export type DashboardPost = z.infer<typeof DashboardPost>;

/** How many recent messages and upcoming posts the dashboard lists. */
export const DASHBOARD_LIST_SIZE = 5;
/** Characters of a message shown in the dashboard's preview line. */
export const DASHBOARD_EXCERPT_LENGTH = 140;

/**
 * GET /admin/dashboard. `orders` (counts by status, revenue, the 12-month chart) is always
 * sent by the server; the type keeps null so screens written before checkout still compile.
 */
export const DashboardSummary = z.object({
  artworks: DashboardArtworkCounts,
  subscribers: DashboardSubscriberCounts,
  messages: z.object({
    unread: z.number().int(),
    total: z.number().int(),
    /** Unread questions asked from an artwork page ("Ask about this work"). */
    unread_questions: z.number().int(),
  }),
  /** Emails the outbox gave up on (listed at /admin/emails). */
  emails: z.object({ failed: z.number().int() }),
  /**
   * Card payments refunded in the last 30 days because they named an order without being its
   * own (another checkout page, amount or currency).
   */
  payments: z.object({ unmatched_refunded: z.number().int() }),
  /** Offers waiting for the artist's answer, and reservations whose hold ends within 24 hours. */
  offers: z.object({
    open: z.number().int(),
    reservations_ending_soon: z.number().int(),
  }),
  /** Who waits for similar work (listed at /admin/waitlist). */
  waitlist: DashboardWaitlistCounts,
  posts: DashboardPostCounts,
  recent_messages: z.array(DashboardMessage),
  upcoming_posts: z.array(DashboardPost),
  orders: DashboardOrders.nullable(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
