import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { paymentIntentOf, retrieveSession } from '../../lib/stripe/gateway';
import {
  acceptCardPayment,
  awaitClearing,
  expireUnpaid,
  failPayment,
  lockOrderOfSession,
  type OrderDeps,
  type OrderRow,
} from '../orders/orders.service';
import { markEventProcessed } from './payments.repository';

/**
 * Stripe's word, translated into the order lifecycle's calls: what each event means for the
 * order lives in orders/order-payments.service.ts, and every status change in
 * `transitionOrder`. Nothing here writes an order.
 */

const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** The session's order, locked (metadata first, then the session id); null when it is not ours. */
function lockOrderOf(tx: Tx, session: Stripe.Checkout.Session) {
  const id = Number(session.metadata?.order_id);
  return lockOrderOfSession(tx, Number.isInteger(id) && id > 0 ? id : null, session.id);
}

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** What one Checkout Session event does to its order. */
async function applySessionEvent(
  tx: Tx,
  deps: OrderDeps,
  type: SessionEventType,
  session: Stripe.Checkout.Session,
) {
  const order = await lockOrderOf(tx, session);
  if (!order) return;
  switch (type) {
    case 'checkout.session.completed':
      if (isPaid(session)) await acceptCardPayment(tx, deps, order, paymentIntentOf(session));
      else await awaitClearing(tx, order);
      return;
    case 'checkout.session.async_payment_succeeded':
      return acceptCardPayment(tx, deps, order, paymentIntentOf(session));
    case 'checkout.session.async_payment_failed':
      return failPayment(tx, deps, order);
    case 'checkout.session.expired':
      return expireUnpaid(tx, order);
  }
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
  return deps.db.transaction(async (tx) => {
    if (!(await markEventProcessed(tx, event))) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await applySessionEvent(tx, deps, event.type, event.data.object);
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
    await deps.db.transaction((tx) =>
      applySessionEvent(tx, deps, 'checkout.session.completed', session),
    );
  } catch (err) {
    deps.log.warn(
      { err, orderId: order.id },
      'success page could not confirm the Stripe payment; the webhook will',
    );
  }
}
