import { computeQuote, type OrderActor, type ShippingAddressInput } from '@atelier/core';
import type { Tx } from '../../db/client';
import { shopSettings } from '../settings/shop-settings.service';
import { startPricedOrder } from './priced-order.service';
import { emailContext, orderStatusUrl } from './orders.emails';
import type * as repo from './orders.repository';
import type { OrderDeps } from './order-lifecycle.service';
import { checkStock, unavailable } from './stock.service';

export interface Reservation {
  artworkId: number;
  /** The agreed price of the work, in cents: the offer, the counter, or the artist's price. */
  priceCents: number;
  email: string;
  name: string;
  shippingAddress: ShippingAddressInput;
  days: number;
  actor: OrderActor;
  note: string;
}

export interface Reserved {
  order: repo.OrderRow;
  lines: repo.OrderLineRow[];
  /** The buyer's private payment page: the order's own page, reached only by its token. */
  paymentUrl: string;
}

/**
 * A reservation (decision 032) is an order pending payment whose hold lasts `days`: it is
 * started inside the caller's transaction with the same locked stock check as a checkout, so
 * a work already held (a checkout, another reservation) or sold is refused with its reason,
 * and once reserved, no checkout or second reservation can take it. Shipping and tax are
 * priced by the server as at checkout; only the work's price is the agreed one. Paying, the
 * artist's "mark paid", Stripe, expiry and the sweep are the order lifecycle's; the one
 * difference is that a reservation outlives any one Stripe page (see `expireUnpaid`).
 */
export async function startReservation(
  tx: Tx,
  deps: Pick<OrderDeps, 'config'>,
  r: Reservation,
): Promise<Reserved> {
  const settings = await shopSettings(tx);
  const { rows, problems } = await checkStock(tx, [{ artwork_id: r.artworkId, quantity: 1 }], {
    lock: true,
    previewAccess: true,
  });
  if (problems.length) throw unavailable(problems);
  const q = computeQuote(
    [
      {
        artwork_id: r.artworkId,
        quantity: 1,
        framing_option: 'unframed',
        unit_price_cents: r.priceCents,
      },
    ],
    r.shippingAddress,
    settings.pricing,
  );
  const { order, lines } = await startPricedOrder(tx, {
    siteName: settings.siteName,
    quote: q,
    works: rows,
    values: {
      email: r.email,
      name: r.name,
      shipping_address: r.shippingAddress,
      kind: 'reservation',
      // With Stripe set up the buyer pays by card from the order's page, which opens a Stripe
      // page on demand (checkout/payment-page.service.ts); otherwise the artist's instructions apply.
      payment_provider: deps.config.stripe ? 'stripe' : 'manual',
    },
    hold: { minutes: r.days * 24 * 60 },
    event: { actor: r.actor, note: r.note },
  });
  const ctx = await emailContext(tx, deps.config);
  return {
    order,
    lines,
    paymentUrl: orderStatusUrl(ctx, order),
  };
}
