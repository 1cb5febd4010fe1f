import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { paymentIntentOf, retrieveSession } from '../../lib/stripe/gateway';
import {
  acceptCardPayment,
  awaitClearing,
  expireUnpaid,
  failPayment,
  lockOrderNamedBy,
  mismatchOf,
  refuseUnmatchedPayment,
  settleRefund,
  type OrderDeps,
  type OrderRow,
} from '../orders/orders.service';
import { forgetEvent, markEventProcessed } from './payments.repository';

/**
 * Stripe's word, translated into the order lifecycle's calls: what each event means for the
 * order lives in orders/order-payments.service.ts, and every status change in
 * `transitionOrder`. Nothing here writes an order.
 */

const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** The order the session names, locked (metadata first, then the session id); null when none. */
function lockOrderOf(tx: Tx, session: Stripe.Checkout.Session) {
  const id = Number(session.metadata?.order_id);
  return lockOrderNamedBy(tx, Number.isInteger(id) && id > 0 ? id : null, session.id);
}

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/**
 * What one Checkout Session event does to its order. A session counts only as its order's own
 * payment (its page, total and currency); a paid one that names an order without being its own
 * is refunded. Returns the id of a refund to request from Stripe once the transaction commits.
 */
async function applySessionEvent(
  tx: Tx,
  deps: OrderDeps,
  type: SessionEventType,
  session: Stripe.Checkout.Session,
): Promise<number | null> {
  const order = await lockOrderOf(tx, session);
  // Names none of the shop's orders: another sale on the same Stripe account, not ours to judge.
  if (!order) return null;
  const payment = {
    sessionId: session.id,
    amount: session.amount_total,
    currency: session.currency,
  };
  const mismatch = mismatchOf(order, payment);
  const paymentIntent = paymentIntentOf(session);
  const paid =
    type !== 'checkout.session.expired' && type !== 'checkout.session.async_payment_failed';
  if (mismatch) {
    if (paid && isPaid(session) && paymentIntent)
      return refuseUnmatchedPayment(tx, order, payment, paymentIntent, mismatch);
    return null;
  }
  switch (type) {
    case 'checkout.session.completed':
      if (isPaid(session)) return acceptCardPayment(tx, deps, order, paymentIntent);
      await awaitClearing(tx, order);
      return null;
    case 'checkout.session.async_payment_succeeded':
      return acceptCardPayment(tx, deps, order, paymentIntent);
    case 'checkout.session.async_payment_failed':
      await failPayment(tx, deps, order);
      return null;
    case 'checkout.session.expired':
      await expireUnpaid(tx, order);
      return null;
  }
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Handles one verified event. The event id is recorded in the same transaction as its
 * effect, so a redelivered event is recognised and changes nothing. A refund it calls for is
 * asked of Stripe after that transaction (no lock waits on Stripe); if Stripe refuses, the
 * event is forgotten and the error answered, so Stripe redelivers it and the same refund is
 * asked again (a crash in between is the sweep's to settle).
 */
export async function handleStripeEvent(
  deps: OrderDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const { outcome, refund } = await deps.db.transaction(async (tx) => {
    if (!(await markEventProcessed(tx, event)))
      return { outcome: 'duplicate' as const, refund: null };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return {
          outcome: 'processed' as const,
          refund: await applySessionEvent(tx, deps, event.type, event.data.object),
        };
      default:
        return { outcome: 'ignored' as const, refund: null };
    }
  });
  if (refund !== null) {
    try {
      await settleRefund(deps, refund);
    } catch (err) {
      await forgetEvent(deps.db, event.id);
      throw err;
    }
  }
  return outcome;
}

/**
 * The success page may arrive before the webhook: when it brings the order's own session id,
 * ask Stripe and fulfil a paid session now. Any failure leaves the webhook to do it.
 */
export async function syncFromSuccessPage(deps: OrderDeps, order: OrderRow, sessionId: string) {
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
    const refund = await deps.db.transaction((tx) =>
      applySessionEvent(tx, deps, 'checkout.session.completed', session),
    );
    if (refund !== null) await settleRefund(deps, refund);
  } catch (err) {
    deps.log.warn(
      { err, orderId: order.id },
      'success page could not confirm the Stripe payment; the webhook will',
    );
  }
}
