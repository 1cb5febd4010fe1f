import { HOLDING_STATUSES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS } from '@atelier/core';
import { and, gt, inArray, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artworks } from './catalogue';
import { searchTextOf } from '../search';
import { belongsTo, timestamps, tstz } from './columns';

/** `('a', 'b')`: a check constraint's list, from the same constants the code is typed by. */
const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
const STATUSES = sqlList(ORDER_STATUSES);

/** Human-friendly order numbers ("EM-1001"): any instance may draw from it. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001, minValue: 1001 });

export interface ShippingAddress {
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string | null;
  country: string;
}

/** What the admin's search of orders reads: the number, the buyer's email and name. */
export const orderSearchText = searchTextOf('number', 'email', 'name');

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** "EM-1001": shown to people. */
    number: text('number').notNull(),
    /** 32 random bytes, base64url: the success page and emails link with it, never with the id. */
    public_token: text('public_token').notNull(),
    /** Moved only by `transitionOrder`, as the lifecycle table in @atelier/core allows. */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    shipping_address: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    newsletter_opt_in: boolean('newsletter_opt_in').notNull().default(false),
    /** Integer cents; the server priced them. */
    subtotal_cents: integer('subtotal_cents').notNull(),
    frames_cents: integer('frames_cents').notNull().default(0),
    shipping_cents: integer('shipping_cents').notNull(),
    tax_cents: integer('tax_cents').notNull(),
    tax_rate_percent: numeric('tax_rate_percent', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    total_cents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** A buyer's checkout or the artist's reservation for a buyer (core's ORDER_KINDS). */
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('checkout'),
    payment_provider: text('payment_provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe payment intent id, once paid through Stripe. */
    payment_reference: text('payment_reference'),
    stripe_session_id: text('stripe_session_id'),
    refund_reference: text('refund_reference'),
    /** While pending, the works are held until then (read at query time: no cron needed). */
    hold_expires_at: tstz('hold_expires_at').notNull(),
    /** When the buyer of a day-long hold was reminded it ends soon; cleared when it is extended. */
    hold_reminded_at: tstz('hold_reminded_at'),
    paid_at: tstz('paid_at'),
    shipped_at: tstz('shipped_at'),
    delivered_at: tstz('delivered_at'),
    cancelled_at: tstz('cancelled_at'),
    refunded_at: tstz('refunded_at'),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    /** The address the order was placed from: a buyer's holds are bounded by address as by email. */
    buyer_ip: text('buyer_ip'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_public_token_idx').on(t.public_token),
    uniqueIndex('orders_stripe_session_idx').on(t.stripe_session_id),
    check('orders_status_check', sql`${t.status} in ${STATUSES}`),
    check('orders_provider_check', sql`${t.payment_provider} in ${sqlList(PAYMENT_PROVIDERS)}`),
    check('orders_kind_check', sql`${t.kind} in ${sqlList(ORDER_KINDS)}`),
    check(
      'orders_amounts_check',
      sql`${t.subtotal_cents} >= 0 and ${t.frames_cents} >= 0 and ${t.shipping_cents} >= 0 and ${t.tax_cents} >= 0 and ${t.total_cents} = ${t.subtotal_cents} + ${t.shipping_cents} + ${t.tax_cents}`,
    ),
    // Admin list: newest first, optionally by status.
    index('orders_created_idx').on(t.created_at),
    index('orders_status_created_idx').on(t.status, t.created_at),
    // Live holds and the expiry sweep.
    index('orders_pending_hold_idx')
      .on(t.hold_expires_at)
      .where(sql`${t.status} in ${sqlList(HOLDING_STATUSES)}`),
    // Search by email or name (lower-cased prefix and equality lookups).
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_name_idx').on(sql`lower(${t.name})`),
    // Dashboard revenue by month.
    index('orders_paid_at_idx').on(t.paid_at),
    // The admin's search (db/search.ts): a trigram index (pg_trgm) on the text it matches.
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * The live-hold rule, the one place it is written in SQL: an order in a holding status
 * (the lifecycle table's `holds`) whose hold has not run out by the database clock. Free
 * units of a work are its stock minus the units of its live holds (decision 010).
 */
export const liveHold = and(
  inArray(orders.status, [...HOLDING_STATUSES]),
  gt(orders.hold_expires_at, sql`now()`),
)!;

/** A line as ordered: title, image, price, framing and surcharge are snapshots. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    /** Kept when the artwork is deleted later: the line still says what was sold. */
    artwork_id: integer('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    image_url: text('image_url'),
    framing_option: text('framing_option').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    frame_surcharge_cents: integer('frame_surcharge_cents').notNull(),
    line_total_cents: integer('line_total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.order_id),
    index('order_lines_artwork_idx').on(t.artwork_id),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_lines_amounts_check',
      sql`${t.unit_price_cents} >= 0 and ${t.frame_surcharge_cents} >= 0 and ${t.line_total_cents} = (${t.unit_price_cents} + ${t.frame_surcharge_cents}) * ${t.quantity}`,
    ),
  ],
);

/** History of an order: every transition, who made it ('buyer', 'admin:<id>', 'stripe', 'system') and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    from_status: text('from_status', { enum: ORDER_STATUSES }),
    to_status: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.order_id, t.created_at),
    check(
      'order_events_from_check',
      sql`${t.from_status} is null or ${t.from_status} in ${STATUSES}`,
    ),
    check('order_events_to_check', sql`${t.to_status} in ${STATUSES}`),
  ],
);

/** Stripe webhook events already handled: a redelivered event changes nothing. */
export const processedStripeEvents = pgTable('processed_stripe_events', {
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processed_at: tstz('processed_at').notNull().defaultNow(),
});

/**
 * Why a card payment is handed back: it arrived after the order's works went elsewhere or the
 * order was cancelled; it did not match the order it named (another session, amount or
 * currency); or the artist refunded the order.
 */
export const REFUND_REASONS = ['late_payment', 'unmatched_payment', 'artist'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATES = ['requested', 'refunded', 'failed'] as const;

/**
 * Every Stripe refund, recorded before Stripe is called and settled after (decision 046): the
 * call happens outside any transaction, and a crash in between leaves a `requested` row that
 * the sweep settles with the same idempotency key, so the money goes back exactly once.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    /** The order the payment was for, or named (an unmatched payment may name none of ours). */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payment_intent: text('payment_intent').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** Who asked: 'stripe' for the automatic ones, 'admin:<id>' for the artist. */
    actor: text('actor').notNull(),
    /** The artist's reason, or why it was automatic; shown in the order's history and emails. */
    note: text('note'),
    /** Stripe's Idempotency-Key: the order and the action, so a retry returns the same refund. */
    idempotency_key: text('idempotency_key').notNull(),
    /** The payment's amount and currency as Stripe reported them (an unmatched payment's). */
    amount: integer('amount'),
    currency: text('currency'),
    status: text('status', { enum: REFUND_STATES }).notNull().default('requested'),
    refund_id: text('refund_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    created_at: tstz('created_at').notNull().defaultNow(),
    settled_at: tstz('settled_at'),
  },
  (t) => [
    uniqueIndex('refund_requests_payment_intent_idx').on(t.payment_intent),
    index('refund_requests_due_idx').on(t.status, t.created_at),
    check('refund_requests_reason_check', sql`${t.reason} in ${sqlList(REFUND_REASONS)}`),
    check('refund_requests_status_check', sql`${t.status} in ${sqlList(REFUND_STATES)}`),
  ],
);
