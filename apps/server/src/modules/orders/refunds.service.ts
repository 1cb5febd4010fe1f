import { actorKind, canMove, type OrderActor } from '@atelier/core';
import type { Tx } from '../../db/client';
import {
  refundIdempotencyKey,
  refundPayment,
  unmatchedRefundIdempotencyKey,
} from '../../lib/stripe/gateway';
import { transitionOrder, type OrderDeps } from './order-lifecycle.service';
import { emailContext } from './orders.emails';
import * as orders from './orders.repository';
import {
  LATE_PAYMENT_REASON,
  autoRefundAlertEmail,
  refundEmail,
  unmatchedPaymentAlertEmail,
} from './refunds.emails';
import * as repo from './refunds.repository';
import { restockOrder } from './stock.service';

/**
 * Money going back through Stripe, never inside a database transaction (decision 046):
 * 1. a request is recorded in the transaction that decides it (`request…`), and committed;
 * 2. Stripe is called (`settleRefund`), with the order and the action as the idempotency key;
 * 3. the result is recorded, with what it means for the order, in a transaction of its own.
 * A crash between 1 and 3 leaves a `requested` row that the sweep settles (`settleDueRefunds`):
 * Stripe answers the same refund, and the row lock lets one settlement apply it.
 */

/** How long a request is left to the one that made it before the sweep takes it over. */
export const REFUND_SWEEP_GRACE_MS = 60_000;

/** A payment that arrived when the order's works were no longer its to sell. */
export function requestLateRefund(tx: Tx, order: orders.OrderRow, paymentIntent: string) {
  return repo.recordRequest(tx, {
    order_id: order.id,
    payment_intent: paymentIntent,
    reason: 'late_payment',
    actor: 'stripe',
    note:
      order.status === 'cancelled'
        ? 'Payment arrived for a cancelled order'
        : 'Payment arrived after the works were sold to another buyer',
    idempotency_key: refundIdempotencyKey(order.id),
    amount: null,
    currency: null,
  });
}

/** A paid Stripe session that named an order without being its own payment. */
export function requestUnmatchedRefund(
  tx: Tx,
  payment: {
    order: orders.OrderRow | null;
    paymentIntent: string;
    amount: number | null;
    currency: string | null;
    why: string;
  },
) {
  return repo.recordRequest(tx, {
    order_id: payment.order?.id ?? null,
    payment_intent: payment.paymentIntent,
    reason: 'unmatched_payment',
    actor: 'stripe',
    note: payment.why,
    idempotency_key: unmatchedRefundIdempotencyKey(payment.paymentIntent),
    amount: payment.amount,
    currency: payment.currency,
  });
}

/** The artist refunds an order paid through Stripe. */
export function requestArtistRefund(
  tx: Tx,
  order: orders.OrderRow,
  paymentIntent: string,
  actor: OrderActor,
  reason: string | null,
) {
  return repo.recordRequest(tx, {
    order_id: order.id,
    payment_intent: paymentIntent,
    reason: 'artist',
    actor,
    note: reason,
    idempotency_key: refundIdempotencyKey(order.id),
    amount: order.total_cents,
    currency: order.currency,
  });
}

/**
 * Calls Stripe for a recorded request, then records the refund and its effects. Throws Stripe's
 * refusal after recording it: an automatic request stays due (the sweep, or Stripe's redelivered
 * event, asks again); the artist's is marked failed, for them to try again.
 */
export async function settleRefund(deps: OrderDeps, id: number) {
  const request = await repo.findRequest(deps.db, id);
  if (!request || request.status !== 'requested') return;
  const order = request.order_id ? await orders.findOrder(deps.db, request.order_id) : null;
  let refundId: string;
  try {
    refundId = await refundPayment(deps.config, {
      paymentIntent: request.payment_intent,
      idempotencyKey: request.idempotency_key,
      metadata: {
        ...(order ? { order_id: String(order.id), order_number: order.number } : {}),
        reason: (request.note ?? 'requested by the artist').slice(0, 500),
      },
    });
  } catch (err) {
    const status = request.reason === 'artist' ? 'failed' : 'requested';
    await repo.markAttemptFailed(deps.db, id, (err as Error).message, status);
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockRequest(tx, id);
    if (!locked || locked.status === 'refunded') return;
    await repo.markRefunded(tx, id, refundId);
    await applyRefund(tx, deps, locked, refundId);
  });
}

/** What a refund made means: the order refunded, the buyer told, the artist alerted. */
async function applyRefund(tx: Tx, deps: OrderDeps, request: repo.RefundRow, refundId: string) {
  const ctx = await emailContext(tx, deps.config);
  const order = request.order_id ? await orders.lockOrder(tx, request.order_id) : null;
  if (request.reason === 'unmatched_payment') {
    await deps.mailer.enqueue(tx, unmatchedPaymentAlertEmail(ctx, request, order));
    deps.log.warn({ orderId: order?.id, refundId }, 'unmatched Stripe payment refunded');
    return;
  }
  if (!order) return;
  const actor = request.actor as OrderActor;
  if (!canMove(order.status, 'refunded', actorKind(actor))) {
    // The order moved on meanwhile (the artist cancelled it, say): the money is back all the same.
    deps.log.warn({ orderId: order.id, refundId }, 'refund made for an order that moved on');
    return;
  }
  if (request.reason === 'artist') {
    if (order.status === 'paid') await restockOrder(tx, await orders.linesOf(tx, [order.id]));
    const refunded = await transitionOrder(tx, order, 'refunded', {
      actor,
      note: request.note ?? `Stripe refund ${refundId}`,
      set: { refund_reference: refundId },
    });
    await deps.mailer.enqueue(tx, refundEmail(ctx, refunded, request.note));
    return;
  }
  const cancelled = order.status === 'cancelled';
  const refunded = await transitionOrder(tx, order, 'refunded', {
    actor: 'stripe',
    note: `${request.note}; refunded automatically (${refundId})`,
    set: { payment_reference: request.payment_intent, refund_reference: refundId },
  });
  await deps.mailer.enqueue(
    tx,
    refundEmail(
      ctx,
      refunded,
      cancelled ? 'The order had been cancelled before your payment arrived.' : LATE_PAYMENT_REASON,
    ),
  );
  await deps.mailer.enqueue(tx, autoRefundAlertEmail(ctx, refunded));
  deps.log.warn({ orderId: order.id, refundId }, 'late Stripe payment refunded automatically');
}

/** The sweep: requests left unsettled by a crash or a refusal, asked again. */
export async function settleDueRefunds(deps: OrderDeps) {
  let settled = 0;
  for (const { id } of await repo.dueRequests(deps.db, REFUND_SWEEP_GRACE_MS)) {
    try {
      await settleRefund(deps, id);
      settled++;
    } catch (err) {
      deps.log.warn(
        { err, refundRequest: id },
        'refund still refused by Stripe; asked again later',
      );
    }
  }
  return settled;
}

/** Unmatched payments refunded in the last 30 days: the dashboard's alert. */
export const unmatchedPaymentsRefunded = (deps: Pick<OrderDeps, 'db'>, now = new Date()) =>
  repo.unmatchedSince(deps.db, new Date(now.getTime() - 30 * 86_400_000));
