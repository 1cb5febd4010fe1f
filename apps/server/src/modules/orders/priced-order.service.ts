import { randomBytes } from 'node:crypto';
import type { OrderHold, computeQuote } from '@atelier/core';
import type { Tx } from '../../db/client';
import { startOrder, type MoveOptions } from './order-lifecycle.service';
import * as repo from './orders.repository';
import type { StockRow } from './stock.service';

/** "Elena Marsh" -> "EM": the prefix of order numbers. */
export function orderPrefix(siteName: string): string {
  const letters = siteName
    .normalize('NFKD')
    .replace(/[^\p{L}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .filter((c) => /[A-Z]/.test(c))
    .slice(0, 3)
    .join('');
  return letters || 'OR';
}

export interface PricedOrder {
  siteName: string;
  /** The server's quote: every amount of the order and its lines comes from it. */
  quote: ReturnType<typeof computeQuote>;
  /** The locked stock rows of the quoted works (their titles and images are snapshotted). */
  works: Map<number, StockRow>;
  /** Who buys, how they pay, what kind of order: the row's other columns. */
  values: Pick<repo.NewOrder, 'email' | 'name' | 'shipping_address' | 'kind' | 'payment_provider'> &
    Partial<Pick<repo.NewOrder, 'phone' | 'newsletter_opt_in' | 'buyer_ip'>>;
  /** Minutes from now (a card checkout), or until a moment (decision 047). */
  hold: OrderHold;
  event: Omit<MoveOptions, 'set'>;
}

/**
 * Starts a pending order priced by the server, with its number, its public token and its
 * lines, inside the caller's transaction (after its locked stock check): a checkout and a
 * reservation differ only in who buys, how long the hold lasts and what is said of it.
 */
export async function startPricedOrder(tx: Tx, p: PricedOrder) {
  const q = p.quote;
  const order = await startOrder(
    tx,
    {
      ...p.values,
      email: p.values.email.toLowerCase(),
      number: `${orderPrefix(p.siteName)}-${await repo.nextOrderNumber(tx)}`,
      public_token: randomBytes(32).toString('base64url'),
      status: 'pending_payment',
      subtotal_cents: q.subtotal_cents,
      frames_cents: q.frames_cents,
      shipping_cents: q.shipping_cents,
      tax_cents: q.tax_cents,
      tax_rate_percent: q.tax_rate_percent,
      total_cents: q.total_cents,
    },
    p.hold,
    p.event,
  );
  const lines = await repo.insertLines(
    tx,
    q.lines.map((l) => {
      const work = p.works.get(l.artwork_id)!;
      return {
        order_id: order.id,
        artwork_id: l.artwork_id,
        title: work.title,
        image_url: work.thumbnail_url ?? work.primary_image_url,
        framing_option: l.framing_option,
        quantity: l.quantity,
        unit_price_cents: l.unit_price_cents,
        frame_surcharge_cents: l.frame_surcharge_cents,
        line_total_cents: l.line_total_cents,
      };
    }),
  );
  return { order, lines };
}
