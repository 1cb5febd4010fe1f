import type { OrderActor, OrderStatus } from '@atelier/core';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { expireSession } from '../../lib/stripe/gateway';
import { assertCanMove, transitionOrder, type OrderDeps } from './order-lifecycle.service';
import { cancelledEmail, emailContext, shippedEmail } from './orders.emails';
import { refundEmail } from './refunds.emails';
import * as repo from './orders.repository';

import { requestArtistRefund, settleRefund } from './refunds.service';
import { restockOrder } from './stock.service';

// What other modules use of an order (decision 042): checkout places orders and shows them to
// the buyer, payments turns Stripe's events into these payment calls. Stock and reservations
// have their own public services (stock.service.ts, reservation.service.ts).
export {
  findByToken,
  findOrder,
  linesOf,
  lockOrder,
  replaceSession,
  updateOrder,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository';
export { toPublic } from './orders.serialize';
export {
  emailContext,
  newOrderAlertEmail,
  orderPlacedEmail,
  orderStatusUrl,
} from './orders.emails';
export { enforceHoldLimit } from './order-holds.service';
export { startPricedOrder } from './priced-order.service';
export { transitionOrder, type OrderDeps } from './order-lifecycle.service';
export {
  acceptCardPayment,
  awaitClearing,
  expireUnpaid,
  failPayment,
  lockOrderNamedBy,
  mismatchOf,
  refuseUnmatchedPayment,
} from './order-payments.service';
export { settleRefund, unmatchedPaymentsRefunded } from './refunds.service';

/**
 * The artist's actions on an order (mark paid lives with the other payments, in
 * order-payments.service.ts) and the expiry sweep. Each locks the order, checks the move
 * against the lifecycle table before any side effect, and moves it with `transitionOrder`.
 */

/** Locks the order for the rest of the transaction; 404, or 409 when the table forbids the move. */
async function lockFor(tx: Tx, id: number, to: OrderStatus, actor: OrderActor) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound('Order not found');
  assertCanMove(order, to, actor);
  return order;
}

export async function ship(
  deps: OrderDeps,
  id: number,
  actor: OrderActor,
  input: { carrier: string; tracking_number: string },
) {
  const ctx = await emailContext(deps.db, deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'shipped', actor);
    const shipped = await transitionOrder(tx, order, 'shipped', {
      actor,
      note: `${input.carrier} ${input.tracking_number}`,
      set: { carrier: input.carrier, tracking_number: input.tracking_number },
    });
    await deps.mailer.enqueue(tx, shippedEmail(ctx, shipped, await repo.linesOf(tx, [id])));
  });
}

export async function deliver(deps: OrderDeps, id: number, actor: OrderActor) {
  await deps.db.transaction(async (tx) => {
    await transitionOrder(tx, await lockFor(tx, id, 'delivered', actor), 'delivered', { actor });
  });
}

/** An open Stripe page must not take a payment for a cancelled order (if it does, it is refunded). */
async function closeStripePage(deps: OrderDeps, order: repo.OrderRow) {
  if (order.status !== 'pending_payment' || !order.stripe_session_id || !deps.config.stripe) return;
  await expireSession(deps.config, order.stripe_session_id).catch((err: unknown) =>
    deps.log.warn(
      { err, orderId: order.id },
      'could not expire the Stripe session of a cancelled order',
    ),
  );
}

/**
 * Cancels a pending order (its hold ends: the works are free again) or a paid one (the
 * artist's call: its works go back on sale; money is returned with refund, not here).
 */
export async function cancel(
  deps: OrderDeps,
  id: number,
  actor: OrderActor,
  reason: string | null,
) {
  const ctx = await emailContext(deps.db, deps.config);
  const order = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, id, 'cancelled', actor);
    if (current.status === 'paid') await restockOrder(tx, await repo.linesOf(tx, [id]));
    const cancelled = await transitionOrder(tx, current, 'cancelled', { actor, note: reason });
    await deps.mailer.enqueue(tx, cancelledEmail(ctx, cancelled, reason));
    return current;
  });
  await closeStripePage(deps, order);
}

/**
 * Refunds a paid, shipped or delivered order: through Stripe when it was paid there, recorded
 * only for manual payments. Stripe is called outside any transaction (decision 046): the
 * request is recorded, Stripe asked, and the order refunded once Stripe has answered; if Stripe
 * refuses, the order is as it was and the artist may try again. An order refunded before it
 * shipped puts its works back on sale; a shipped one does not (the artist edits the work when
 * it comes back).
 */
export async function refund(
  deps: OrderDeps,
  id: number,
  actor: OrderActor,
  reason: string | null,
) {
  const ctx = await emailContext(deps.db, deps.config);
  const request = await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'refunded', actor);
    if (order.payment_provider === 'stripe') {
      if (!order.payment_reference)
        throw new AppError(409, 'invalid_transition', 'This order has no Stripe payment to refund');
      if (!deps.config.stripe)
        throw new AppError(
          409,
          'invalid_transition',
          'Stripe is not configured: refund the payment in Stripe, then cancel the order',
        );
      return requestArtistRefund(tx, order, order.payment_reference, actor, reason);
    }
    if (order.status === 'paid') await restockOrder(tx, await repo.linesOf(tx, [id]));
    const refunded = await transitionOrder(tx, order, 'refunded', {
      actor,
      note: reason ?? 'Refunded outside the site',
      set: { refund_reference: null },
    });
    await deps.mailer.enqueue(tx, refundEmail(ctx, refunded, reason));
    return null;
  });
  if (request !== null) await settleRefund(deps, request);
}

/**
 * Ends a pending order's hold now (decision 010): its works go back on sale at once. The order
 * becomes expired, as if its time had run out: nobody is emailed, and a payment that still
 * arrives is accepted while the works are free, refunded otherwise.
 */
export async function releaseHold(deps: OrderDeps, id: number, actor: OrderActor) {
  await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'expired', actor);
    await transitionOrder(tx, order, 'expired', {
      actor,
      note: 'Hold released by the artist; works back on sale',
    });
  });
}

/**
 * The periodic tidy-up: pending orders whose hold has run out become expired, each with its
 * event. Safe on every instance at once: each takes the orders no other one has locked.
 */
export async function expireLapsedOrders(db: Db, now?: Date) {
  return db.transaction(async (tx) => {
    const lapsed = await repo.lockLapsed(tx, now);
    for (const order of lapsed)
      await transitionOrder(tx, order, 'expired', {
        actor: 'system',
        note: 'Hold expired; works released',
      });
    return lapsed.length;
  });
}
