import {
  centsToDollars,
  PAGE_TABLE,
  withQuery,
  type BuyerOffer,
  type Offer,
  type OfferMessage,
  type OfferWithWork,
  type OrderStatus,
  type ReservationState,
} from '@atelier/core';
import { iso } from '../../lib/serialize';
import type { findBuyerOffer, OfferMessageRow, OfferRow } from './offers.repository';

export const toOffer = (o: OfferRow, orderNumber: string | null): Offer => ({
  id: o.id,
  artwork_id: o.artwork_id,
  status: o.status,
  name: o.name,
  email: o.email,
  amount: centsToDollars(o.amount_cents),
  counter_amount: o.counter_cents === null ? null : centsToDollars(o.counter_cents),
  note: o.note,
  order_id: o.order_id,
  order_number: orderNumber,
  created_at: iso(o.created_at),
});

/** A reservation's payment page: the order's own page, reached only by its token. */
export const paymentPath = (orderToken: string) =>
  withQuery(PAGE_TABLE.checkoutSuccess.path(), { order: orderToken });

/** Where a reservation stands, from its order: held while its hold runs, then paid or ended. */
export function reservationState(
  status: OrderStatus | null,
  holdExpiresAt: Date | null,
  now = new Date(),
): ReservationState | null {
  if (status === null) return null;
  if (status === 'pending_payment') return holdExpiresAt && holdExpiresAt > now ? 'held' : 'ended';
  return status === 'paid' || status === 'shipped' || status === 'delivered' ? 'paid' : 'ended';
}

interface OfferWithOrder {
  offer: OfferRow;
  artwork_title: string;
  order_number: string | null;
  order_status: OrderStatus | null;
  order_hold_expires_at: Date | null;
}

/** The artist's list: the offer, its work, and where its reservation stands. */
export const toOfferWithWork = (row: OfferWithOrder): OfferWithWork => ({
  ...toOffer(row.offer, row.order_number),
  artwork_title: row.artwork_title,
  reservation: reservationState(row.order_status, row.order_hold_expires_at),
});

/** The buyer's view: the work's title and picture and, once reserved, the order's own page to pay on. */
export const toBuyerOffer = (
  row: NonNullable<Awaited<ReturnType<typeof findBuyerOffer>>>,
): BuyerOffer => ({
  ...toOfferWithWork(row),
  artwork_image_url: row.artwork_image_url,
  artwork_image: row.artwork_image,
  payment_path: row.order_token ? paymentPath(row.order_token) : null,
});

export const toOfferMessage = (m: OfferMessageRow): OfferMessage => ({
  id: m.id,
  author: m.author,
  kind: m.kind,
  body: m.body,
  amount: m.amount_cents === null ? null : centsToDollars(m.amount_cents),
  created_at: iso(m.created_at),
});
