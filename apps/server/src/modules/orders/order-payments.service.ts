import { canMove, type OrderActor, type UnavailableLine } from '@atelier/core';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { transitionOrder, assertCanMove, type OrderDeps } from './order-lifecycle.service';
import {
  cancelledEmail,
  emailContext,
  newOrderAlertEmail,
  orderConfirmedEmail,
  paymentReceivedEmail,
} from './orders.emails';
import * as repo from './orders.repository';
import { requestLateRefund, requestUnmatchedRefund } from './refunds.service';
import { takeStock } from './stock.repository';
import { checkStock, unavailable } from './stock.service';

/**
 * What money does to an order: a payment arrives (from the artist's hand or from Stripe), is
 * late, is delayed or fails. The payments module only translates Stripe's events into these
 * calls; every status change still goes through `transitionOrder`.
 */

/** A Checkout Session completed with a delayed payment method (bank debit) keeps its works this long. */
export const ASYNC_PAYMENT_HOLD_DAYS = 7;

export type PayResult =
  | { paid: repo.OrderRow; lines: repo.OrderLineRow[] }
  | { problems: UnavailableLine[]; lines: repo.OrderLineRow[] };

/**
 * Pays a locked order inside the caller's transaction: its works are locked and must still be
 * free (its own hold aside: a late payment finds them taken only if someone else holds or
 * bought them); then stock goes down (the last unit marks the work sold), the status becomes
 * paid and the event is written — all or nothing.
 */
async function payInTx(
  tx: Tx,
  order: repo.OrderRow,
  actor: OrderActor,
  reference: string | null,
  note: string,
): Promise<PayResult> {
  assertCanMove(order, 'paid', actor);
  const lines = await repo.linesOf(tx, [order.id]);
  const requested = lines
    .filter((l) => l.artwork_id !== null)
    .map((l) => ({ artwork_id: l.artwork_id!, quantity: l.quantity }));
  const { problems } = await checkStock(tx, requested, {
    lock: true,
    previewAccess: true,
    ignoreVisibility: true,
    exceptOrderId: order.id,
  });
  for (const l of lines) {
    if (l.artwork_id === null)
      problems.push({ artwork_id: 0, title: l.title, reason: 'unavailable', available: 0 });
  }
  if (problems.length) return { problems, lines };
  for (const l of lines) await takeStock(tx, l.artwork_id!, l.quantity);
  const paid = await transitionOrder(tx, order, 'paid', {
    actor,
    note,
    set: { payment_reference: reference ?? order.payment_reference },
  });
  return { paid, lines };
}

/** Admin, manual payment: the buyer's transfer or check has arrived. */
export async function markPaid(deps: OrderDeps, id: number, actor: OrderActor) {
  const ctx = await emailContext(deps.db, deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound('Order not found');
    if (order.payment_provider !== 'manual') {
      throw new AppError(
        409,
        'invalid_transition',
        'Orders paid through Stripe are marked paid by Stripe',
        { action: 'mark_paid', status: order.status },
      );
    }
    const result = await payInTx(tx, order, actor, null, 'Payment received');
    if ('problems' in result) throw unavailable(result.problems);
    await deps.mailer.enqueue(tx, paymentReceivedEmail(ctx, result.paid, result.lines));
  });
}

/**
 * The order a Stripe Checkout Session names (its metadata first, then the order that holds its
 * id), locked; null when it names none of the shop's orders.
 */
export async function lockOrderNamedBy(tx: Tx, orderId: number | null, sessionId: string) {
  const byId = orderId ? await repo.lockOrder(tx, orderId) : null;
  if (byId) return byId;
  const bySession = await repo.findBySession(tx, sessionId);
  return bySession ? repo.lockOrder(tx, bySession.id) : null;
}

/** What a Checkout Session says it took: its id, amount (smallest unit) and currency. */
export interface SessionPayment {
  sessionId: string;
  amount: number | null;
  currency: string | null;
}

/**
 * Why a session is not the order's own payment, or null when it is: the order's own page, for
 * the order's total, in its currency. Anything else counts for nothing (an audit marked an
 * order paid with another session, 1 cent and another currency).
 */
export function mismatchOf(order: repo.OrderRow, payment: SessionPayment): string | null {
  if (order.stripe_session_id !== payment.sessionId)
    return 'it came from another Stripe page than the order’s own';
  if (payment.currency?.toLowerCase() !== order.currency)
    return `it was in ${payment.currency?.toUpperCase() ?? 'no currency'}, not ${order.currency.toUpperCase()}`;
  if (payment.amount !== order.total_cents) return 'its amount was not the order’s total';
  return null;
}

/** A paid session that named this order without being its own: refunded, never counted. */
export function refuseUnmatchedPayment(
  tx: Tx,
  order: repo.OrderRow,
  payment: SessionPayment,
  paymentIntent: string,
  why: string,
) {
  return requestUnmatchedRefund(tx, {
    order,
    paymentIntent,
    amount: payment.amount,
    currency: payment.currency,
    why,
  });
}

/**
 * Stripe took the buyer's money. Idempotent: a webhook and the success page may both arrive,
 * in any order, at once — the row lock queues them and the second finds nothing to do. The
 * order is paid when its works are still its to sell; otherwise (the hold ran out and someone
 * else bought them, or the order was cancelled) a refund is requested: the id of the request,
 * which the caller settles once this transaction has committed.
 */
export async function acceptCardPayment(
  tx: Tx,
  deps: OrderDeps,
  order: repo.OrderRow,
  paymentIntent: string | null,
): Promise<number | null> {
  // Paid, shipped, delivered or refunded already: a duplicate.
  if (!canMove(order.status, 'refunded', 'stripe')) return null;
  if (canMove(order.status, 'paid', 'stripe')) {
    const ctx = await emailContext(tx, deps.config);
    const note = `Paid through Stripe${paymentIntent ? ` (${paymentIntent})` : ''}`;
    const result = await payInTx(tx, order, 'stripe', paymentIntent, note);
    if ('paid' in result) {
      await deps.mailer.enqueue(tx, orderConfirmedEmail(ctx, result.paid, result.lines));
      await deps.mailer.enqueue(tx, newOrderAlertEmail(ctx, result.paid, result.lines));
      return null;
    }
  }
  if (!paymentIntent) {
    deps.log.error(
      { orderId: order.id, session: order.stripe_session_id },
      'paid session without a payment intent cannot be refunded',
    );
    return null;
  }
  return requestLateRefund(tx, order, paymentIntent);
}

/** Checkout completed but the money is not in yet (bank debit): keep the works for the buyer meanwhile. */
export async function awaitClearing(tx: Tx, order: repo.OrderRow) {
  if (!canMove(order.status, 'pending_payment', 'stripe')) return;
  const until = new Date(Date.now() + ASYNC_PAYMENT_HOLD_DAYS * 86_400_000);
  await transitionOrder(tx, order, 'pending_payment', {
    actor: 'stripe',
    note: 'Checkout completed; waiting for the payment to clear',
    set: until > order.hold_expires_at ? { hold_expires_at: until } : {},
  });
}

/** The delayed payment failed: the order is cancelled, its works released, the buyer told. */
export async function failPayment(tx: Tx, deps: OrderDeps, order: repo.OrderRow) {
  if (!canMove(order.status, 'cancelled', 'stripe')) return;
  const cancelled = await transitionOrder(tx, order, 'cancelled', {
    actor: 'stripe',
    note: 'The payment failed; works released',
  });
  await deps.mailer.enqueue(
    tx,
    cancelledEmail(
      await emailContext(tx, deps.config),
      cancelled,
      'Your payment did not go through, so the order was cancelled. You are welcome to order again.',
    ),
  );
}

/**
 * Stripe's page closed unpaid. A checkout expires with it (only tidying: its hold has lapsed
 * too). A reservation outlives its pages: while it lasts, the buyer may open another.
 */
export async function expireUnpaid(tx: Tx, order: repo.OrderRow) {
  // Out of order (expired after completed) or already expired: nothing to do.
  if (!canMove(order.status, 'expired', 'stripe')) return;
  if (order.kind === 'reservation' && order.hold_expires_at > new Date()) return;
  await transitionOrder(tx, order, 'expired', {
    actor: 'stripe',
    note: 'Stripe Checkout session expired; works released',
  });
}
