import type { PublicOrder } from '@atelier/core';
import { notFound } from '../../lib/errors';
import {
  findByToken,
  findOrder,
  linesOf,
  toPublic,
  type OrderDeps,
} from '../orders/orders.service';
import { syncFromSuccessPage } from '../payments/stripe.service';
import { getValue } from '../settings/settings.service';

/**
 * The buyer's order by its public token (the success page, links in emails). Coming back
 * from Stripe with the session id, the payment is confirmed with Stripe first, so the page
 * can say "paid" even before the webhook arrives.
 */
export async function publicOrder(
  deps: OrderDeps,
  token: string,
  sessionId: string | undefined,
): Promise<PublicOrder> {
  let order = await findByToken(deps.db, token);
  if (!order) throw notFound('Order not found');
  if (sessionId && order.status === 'pending_payment' && order.payment_provider === 'stripe') {
    await syncFromSuccessPage(deps, order, sessionId);
    order = (await findOrder(deps.db, order.id))!;
  }
  const [lines, instructions] = await Promise.all([
    linesOf(deps.db, [order.id]),
    getValue(deps.db, 'payment_instructions'),
  ]);
  return toPublic(order, lines, instructions);
}
