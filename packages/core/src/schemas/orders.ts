import { z } from 'zod';
import { ADMIN_ORDER_ACTIONS } from '../rules/order-lifecycle';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS } from '../rules/orders';
import { PageQuery } from './common';
import { text } from './primitives';

export const OrderAddress = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/** A line as ordered: a snapshot that later edits of the artwork do not change. Whole dollars. */
export const OrderLine = z.object({
  id: z.number().int(),
  /** null once the artwork has been deleted. */
  artwork_id: z.number().int().nullable(),
  title: z.string(),
  image_url: z.string().nullable(),
  framing_option: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** Per unit. */
  frame_surcharge: z.number(),
  line_total: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** What the buyer sees on /checkout/success and in emails (GET /orders/:token). */
export const PublicOrder = z.object({
  number: z.string(),
  /** Unguessable: the success page and the emails link with it. */
  token: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  email: z.string(),
  name: z.string(),
  shipping_address: OrderAddress,
  lines: z.array(OrderLine),
  item_count: z.number().int(),
  subtotal: z.number(),
  frames: z.number(),
  shipping: z.number(),
  tax: z.number(),
  tax_rate_percent: z.number(),
  total: z.number(),
  currency: z.literal('usd'),
  kind: z.enum(ORDER_KINDS),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** The artist's payment instructions while a manual order awaits payment; otherwise null. */
  payment_instructions: z.string().nullable(),
  /** Until when the works are held for this order (pending orders only). */
  hold_expires_at: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type PublicOrder = z.infer<typeof PublicOrder>;

/** One transition in an order's history. actor: 'buyer', 'admin:<id>', 'stripe' or 'system'. */
export const OrderEvent = z.object({
  id: z.number().int(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** A row of the admin orders table. */
export const AdminOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  email: z.string(),
  name: z.string(),
  item_count: z.number().int(),
  total: z.number(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  /** A pending order whose hold has not run out (its works are still held). */
  hold_active: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** GET /admin/orders/:id: everything, for the detail screen and the packing slip. */
export const AdminOrder = PublicOrder.extend({
  id: z.number().int(),
  phone: z.string().nullable(),
  newsletter_opt_in: z.boolean(),
  hold_active: z.boolean(),
  /** Stripe payment intent id (or null for manual payments). */
  payment_reference: z.string().nullable(),
  stripe_session_id: z.string().nullable(),
  refund_reference: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  updated_at: z.string(),
  events: z.array(OrderEvent),
  /** The artist's moves the lifecycle table allows from the current status (buttons to show). */
  allowed_actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /** Where "extend" by the setting's days would move the hold's end; null when it cannot be. */
  extend_to: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** GET /admin/orders/holds: a pending order whose hold is live, with the works it keeps off sale. */
export const HeldOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  email: z.string(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  kind: z.enum(ORDER_KINDS),
  created_at: z.string(),
  /** The works go back on sale then, unless the buyer pays or the artist releases them first. */
  hold_expires_at: z.string(),
  /** Where "extend" by the setting's days would move the hold's end; null when it cannot be. */
  extend_to: z.string().nullable(),
  works: z.array(
    z.object({
      /** null once the artwork has been deleted. */
      artwork_id: z.number().int().nullable(),
      title: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type HeldOrder = z.infer<typeof HeldOrder>;

/** "2026-12-10": a calendar day, as a date field sends it. */
const calendarDay = text({ error: 'Choose a day' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a day' })
  .refine(
    (day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      // 2026-02-30 parses as 2 March: only a day that reads back the same exists.
      return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
    },
    { error: 'Choose a day that exists' },
  );

/**
 * Body of POST /admin/orders/:id/extend-hold: the day the hold should last until, or nothing
 * to extend it by the setting's days (`manual_payment_hold_days`).
 */
export const ExtendHoldInput = z
  .object({ until_day: calendarDay.nullish() })
  .nullish()
  .transform((v) => ({ until_day: v?.until_day ?? null }));
export type ExtendHoldInput = z.infer<typeof ExtendHoldInput>;

/** GET /admin/orders: newest first; search matches number, email or name. */
export const AdminOrderListQuery = PageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  search: text().trim().min(1).max(200).optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const ShipOrderInput = z.object({
  carrier: text({ error: 'Carrier is required' })
    .trim()
    .min(1, { error: 'Carrier is required' })
    .max(60),
  tracking_number: text({ error: 'Tracking number is required' })
    .trim()
    .min(1, { error: 'Tracking number is required' })
    .max(100),
});
export type ShipOrderInput = z.infer<typeof ShipOrderInput>;

const reason = text()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

/** Body of cancel and refund (optional; no body at all is fine). */
export const OrderReasonInput = z
  .object({ reason })
  .nullish()
  .transform((v) => ({ reason: v?.reason ?? null }));
export type OrderReasonInput = z.infer<typeof OrderReasonInput>;

/** `orders` block of GET /admin/dashboard. Amounts in whole dollars; months are UTC, "YYYY-MM". */
export const DashboardOrders = z.object({
  counts: z.object({
    pending_payment: z.number().int(),
    paid: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
    refunded: z.number().int(),
  }),
  /** Paid orders still to ship. */
  to_ship: z.number().int(),
  revenue_this_month: z.number(),
  revenue_this_year: z.number(),
  /** The last 12 months, oldest first, the current month last; months without sales count 0. */
  revenue_by_month: z.array(
    z.object({ month: z.string(), revenue: z.number(), orders: z.number().int() }),
  ),
});
export type DashboardOrders = z.infer<typeof DashboardOrders>;
