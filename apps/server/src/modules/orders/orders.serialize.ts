import {
  centsToDollars,
  ORDER_STATUS_LABELS,
  adminActions,
  canExtendHold,
  extendedHoldEnd,
  isLiveHold,
  trackingUrl,
  type AdminOrder,
  type AdminOrderSummary,
  type HeldOrder,
  type PublicOrder,
} from '@atelier/core';
import { iso, isoOrNull } from '../../lib/serialize';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository';

/** Where "extend" by the setting's `days` would move the hold's end; null when it cannot be. */
function extendTo(row: OrderRow, days: number): string | null {
  if (!canExtendHold(row)) return null;
  const next = extendedHoldEnd(row.hold_expires_at, { days });
  return 'until' in next ? iso(next.until) : null;
}

const toLine = (l: OrderLineRow) => ({
  id: l.id,
  artwork_id: l.artwork_id,
  title: l.title,
  image_url: l.image_url,
  framing_option: l.framing_option,
  quantity: l.quantity,
  unit_price: centsToDollars(l.unit_price_cents),
  frame_surcharge: centsToDollars(l.frame_surcharge_cents),
  line_total: centsToDollars(l.line_total_cents),
});

/** The buyer's view; payment instructions only while a manual order awaits payment. */
export function toPublic(
  row: OrderRow,
  lines: OrderLineRow[],
  paymentInstructions: string | null,
): PublicOrder {
  const pending = row.status === 'pending_payment';
  return {
    number: row.number,
    token: row.public_token,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    email: row.email,
    name: row.name,
    shipping_address: row.shipping_address,
    lines: lines.map(toLine),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: centsToDollars(row.subtotal_cents),
    frames: centsToDollars(row.frames_cents),
    shipping: centsToDollars(row.shipping_cents),
    tax: centsToDollars(row.tax_cents),
    tax_rate_percent: Number(row.tax_rate_percent),
    total: centsToDollars(row.total_cents),
    currency: 'usd',
    kind: row.kind,
    payment_provider: row.payment_provider,
    payment_instructions: pending && row.payment_provider === 'manual' ? paymentInstructions : null,
    hold_expires_at: pending ? iso(row.hold_expires_at) : null,
    created_at: iso(row.created_at),
    paid_at: isoOrNull(row.paid_at),
    shipped_at: isoOrNull(row.shipped_at),
    delivered_at: isoOrNull(row.delivered_at),
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
  };
}

export function toAdmin(
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  paymentInstructions: string | null,
  extendDays: number,
): AdminOrder {
  return {
    ...toPublic(row, lines, paymentInstructions),
    id: row.id,
    phone: row.phone,
    newsletter_opt_in: row.newsletter_opt_in,
    hold_active: isLiveHold(row),
    payment_reference: row.payment_reference,
    stripe_session_id: row.stripe_session_id,
    refund_reference: row.refund_reference,
    cancelled_at: isoOrNull(row.cancelled_at),
    refunded_at: isoOrNull(row.refunded_at),
    updated_at: iso(row.updated_at),
    events: events.map((e) => ({
      id: e.id,
      from_status: e.from_status,
      to_status: e.to_status,
      actor: e.actor,
      note: e.note,
      created_at: iso(e.created_at),
    })),
    allowed_actions: adminActions(row),
    extend_to: extendTo(row, extendDays),
  };
}

export const toSummary = (row: OrderRow, itemCount: number): AdminOrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  status_label: ORDER_STATUS_LABELS[row.status],
  email: row.email,
  name: row.name,
  item_count: itemCount,
  total: centsToDollars(row.total_cents),
  payment_provider: row.payment_provider,
  created_at: iso(row.created_at),
  paid_at: isoOrNull(row.paid_at),
  hold_expires_at: row.status === 'pending_payment' ? iso(row.hold_expires_at) : null,
  hold_active: isLiveHold(row),
});

/** A live hold for the admin's list: whose it is, until when, and the works it keeps off sale. */
export const toHeld = (row: OrderRow, lines: OrderLineRow[], extendDays: number): HeldOrder => ({
  id: row.id,
  number: row.number,
  name: row.name,
  email: row.email,
  payment_provider: row.payment_provider,
  kind: row.kind,
  created_at: iso(row.created_at),
  hold_expires_at: iso(row.hold_expires_at),
  extend_to: extendTo(row, extendDays),
  works: lines.map((l) => ({ artwork_id: l.artwork_id, title: l.title, quantity: l.quantity })),
});
