import type { OrderStatus } from '@atelier/core';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { processedStripeEvents } from '../../db/schema/index';
import {
  LATE_PAYMENT_REASON,
  autoRefundAlertEmail,
  cancelledEmail,
  newOrderAlertEmail,
  orderConfirmedEmail,
  refundEmail,
  type OrderEmailContext,
} from '../orders/orders.emails';
import * as repo from '../orders/orders.repository';
import {
  emailContext,
  expireInTx,
  payInTx,
  recordEvent,
  type OrderDeps,
} from '../orders/orders.service';
import { paymentIntentOf, refundPayment, retrieveSession } from './stripe.gateway';

/** A Checkout Session completed with a delayed payment method (bank debit) keeps its works this long. */
export const ASYNC_PAYMENT_HOLD_DAYS = 7;

const SETTLED = ['paid', 'shipped', 'delivered', 'refunded'];
const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** The order a session belongs to (metadata first, then the session id), locked. */
async function lockOrderOf(tx: Tx, session: Stripe.Checkout.Session) {
  const id = Number(session.metadata?.order_id);
  const byId = Number.isInteger(id) && id > 0 ? await repo.lockOrder(tx, id) : null;
  const order = byId ?? (await repo.findBySession(tx, session.id));
  if (!order || (order.stripe_session_id && order.stripe_session_id !== session.id)) return null;
  return byId ?? repo.lockOrder(tx, order.id);
}

/**
 * A payment for works that are no longer this order's to sell (the hold ran out and someone
 * else bought them, or the order was cancelled): refunded through Stripe at once (idempotent:
 * a retried webhook gets the same refund), the buyer told, the artist alerted.
 */
async function refundLatePayment(
  tx: Tx,
  deps: OrderDeps,
  ctx: OrderEmailContext,
  order: repo.OrderRow,
  paymentIntent: string,
) {
  const refundId = await refundPayment(
    deps.config,
    order,
    paymentIntent,
    'works no longer available',
  );
  const refunded = (await repo.transition(tx, order.id, [order.status as OrderStatus], {
    status: 'refunded',
    payment_reference: paymentIntent,
    refund_reference: refundId,
    refunded_at: new Date(),
  }))!;
  const why =
    order.status === 'cancelled'
      ? 'Payment arrived for a cancelled order'
      : 'Payment arrived after the works were sold to another buyer';
  await recordEvent(
    tx,
    order.id,
    order.status,
    'refunded',
    'stripe',
    `${why}; refunded automatically (${refundId})`,
  );
  await deps.mailer.enqueue(
    tx,
    refundEmail(
      ctx,
      refunded,
      order.status === 'cancelled'
        ? 'The order had been cancelled before your payment arrived.'
        : LATE_PAYMENT_REASON,
    ),
  );
  await deps.mailer.enqueue(tx, autoRefundAlertEmail(ctx, refunded));
  deps.log.warn({ orderId: order.id, refundId }, 'late Stripe payment refunded automatically');
}

/**
 * Fulfils a paid session, idempotently: the webhook and the success page may both arrive, in
 * any order, at once — the order row lock queues them and the second finds the order paid.
 */
async function settlePaid(
  tx: Tx,
  deps: OrderDeps,
  ctx: OrderEmailContext,
  session: Stripe.Checkout.Session,
) {
  const order = await lockOrderOf(tx, session);
  if (!order || SETTLED.includes(order.status)) return;
  const paymentIntent = paymentIntentOf(session);
  if (order.status === 'pending_payment' || order.status === 'expired') {
    const result = await payInTx(
      tx,
      order,
      'stripe',
      paymentIntent,
      `Paid through Stripe${paymentIntent ? ` (${paymentIntent})` : ''}`,
    );
    if ('paid' in result) {
      await deps.mailer.enqueue(tx, orderConfirmedEmail(ctx, result.paid, result.lines));
      await deps.mailer.enqueue(tx, newOrderAlertEmail(ctx, result.paid, result.lines));
      return;
    }
  }
  if (!paymentIntent) {
    deps.log.error(
      { orderId: order.id, session: session.id },
      'paid session without a payment intent cannot be refunded',
    );
    return;
  }
  await refundLatePayment(tx, deps, ctx, order, paymentIntent);
}

/** Checkout completed but the money is not in yet (bank debit): keep the works for the buyer meanwhile. */
async function awaitAsyncPayment(tx: Tx, session: Stripe.Checkout.Session) {
  const order = await lockOrderOf(tx, session);
  if (!order || order.status !== 'pending_payment') return;
  const until = new Date(Date.now() + ASYNC_PAYMENT_HOLD_DAYS * 86_400_000);
  if (until > order.hold_expires_at)
    await repo.updateOrder(tx, order.id, { hold_expires_at: until });
  await recordEvent(
    tx,
    order.id,
    'pending_payment',
    'pending_payment',
    'stripe',
    'Checkout completed; waiting for the payment to clear',
  );
}

async function failAsyncPayment(
  tx: Tx,
  deps: OrderDeps,
  ctx: OrderEmailContext,
  session: Stripe.Checkout.Session,
) {
  const order = await lockOrderOf(tx, session);
  if (!order || order.status !== 'pending_payment') return;
  const cancelled = (await repo.transition(tx, order.id, ['pending_payment'], {
    status: 'cancelled',
    cancelled_at: new Date(),
  }))!;
  await recordEvent(
    tx,
    order.id,
    'pending_payment',
    'cancelled',
    'stripe',
    'The payment failed; works released',
  );
  await deps.mailer.enqueue(
    tx,
    cancelledEmail(
      ctx,
      cancelled,
      'Your payment did not go through, so the order was cancelled. You are welcome to order again.',
    ),
  );
}

async function expireForSession(tx: Tx, session: Stripe.Checkout.Session) {
  const order = await lockOrderOf(tx, session);
  // Out of order (expired after completed) or already expired: nothing to do.
  if (order?.status === 'pending_payment')
    await expireInTx(tx, order.id, 'stripe', 'Stripe Checkout session expired; works released');
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Handles one verified event. The event id is recorded in the same transaction as its
 * effect, so a redelivered event is recognised and changes nothing, and a failed one (say
 * Stripe refused a refund) leaves no trace and is retried by Stripe.
 */
export async function handleStripeEvent(
  deps: OrderDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const ctx = await emailContext(deps.db, deps.config);
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedStripeEvents)
      .values({ event_id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedStripeEvents.event_id });
    if (!fresh.length) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
        if (isPaid(event.data.object)) await settlePaid(tx, deps, ctx, event.data.object);
        else await awaitAsyncPayment(tx, event.data.object);
        return 'processed';
      case 'checkout.session.async_payment_succeeded':
        await settlePaid(tx, deps, ctx, event.data.object);
        return 'processed';
      case 'checkout.session.async_payment_failed':
        await failAsyncPayment(tx, deps, ctx, event.data.object);
        return 'processed';
      case 'checkout.session.expired':
        await expireForSession(tx, event.data.object);
        return 'processed';
      default:
        return 'ignored';
    }
  });
}

/**
 * The success page may arrive before the webhook: when it brings the order's own session id,
 * ask Stripe and fulfil a paid session now. Any failure leaves the webhook to do it.
 */
export async function syncFromSuccessPage(
  deps: OrderDeps,
  order: repo.OrderRow,
  sessionId: string,
) {
  if (
    order.status !== 'pending_payment' ||
    order.payment_provider !== 'stripe' ||
    order.stripe_session_id !== sessionId
  )
    return;
  if (!deps.config.stripe) return;
  try {
    const session = await retrieveSession(deps.config, sessionId);
    if (!isPaid(session)) return;
    const ctx = await emailContext(deps.db, deps.config);
    await deps.db.transaction((tx) => settlePaid(tx, deps, ctx, session));
  } catch (err) {
    deps.log.warn(
      { err, orderId: order.id },
      'success page could not confirm the Stripe payment; the webhook will',
    );
  }
}
