import type { ResumePayment } from '@atelier/core';
import { AppError, notFound } from '../../lib/errors';
import { createCheckoutSession, expireSession, retrieveSession } from '../../lib/stripe/gateway';
import {
  emailContext,
  findByToken,
  findOrder,
  linesOf,
  orderStatusUrl,
  replaceSession,
  type OrderDeps,
  type OrderRow,
} from '../orders/orders.service';

const providerDown = () =>
  new AppError(
    502,
    'payment_provider_error',
    'The payment page cannot be opened right now. Please try again in a few minutes.',
  );

const notPayable = () =>
  new AppError(409, 'not_payable', 'This order is not waiting for a card payment.');

async function sessionOf(deps: OrderDeps, order: OrderRow) {
  try {
    return await retrieveSession(deps.config, order.stripe_session_id!);
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'Stripe session could not be retrieved');
    throw providerDown();
  }
}

/**
 * Stripe's page for a pending card order (POST /orders/:token/payment).
 *
 * - An open page is the answer, again and again: a buyer who pressed "back" on Stripe, or
 *   closed the tab, pays the same order at the same prices.
 * - A page that completed is being confirmed: no second page, so no second payment.
 * - A checkout's page expires with its hold: once closed, the works are released and the cart
 *   is the way on.
 * - A reservation lasts days, longer than Stripe keeps a page open (24 hours), so while it
 *   lasts a closed page is replaced by a new one. At most one page is open at a time, and the
 *   order points at it: the webhook only ever pays the order through its current page.
 */
export async function openPaymentPage(deps: OrderDeps, token: string): Promise<ResumePayment> {
  const order = await findByToken(deps.db, token);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'pending_payment' || order.payment_provider !== 'stripe') throw notPayable();
  if (order.stripe_session_id) {
    const session = await sessionOf(deps, order);
    if (session.status === 'open' && session.url) return { checkout_url: session.url };
    if (session.status === 'complete')
      throw new AppError(
        409,
        'payment_processing',
        'Your payment has been made and is being confirmed. You will get an email as soon as it is through.',
      );
  }
  if (order.kind !== 'reservation')
    throw new AppError(
      409,
      'payment_expired',
      'The payment page for this order has closed. Place the order again from your cart.',
    );
  if (order.hold_expires_at <= new Date())
    throw new AppError(
      409,
      'payment_expired',
      'This reservation has ended. Please get in touch if you would still like the work.',
    );
  return { checkout_url: await replacePage(deps, order) };
}

/** Opens a new page for a reservation and makes it the order's one (see `openPaymentPage`). */
async function replacePage(deps: OrderDeps, order: OrderRow): Promise<string> {
  const lines = await linesOf(deps.db, [order.id]);
  const ctx = await emailContext(deps.db, deps.config);
  const session = await createCheckoutSession(deps.config, order, lines, {
    after: order.stripe_session_id,
    cancelUrl: orderStatusUrl(ctx, order),
  });
  // The reservation lasts at least as long as the page the buyer may pay on.
  const holdUntil =
    session.expiresAt > order.hold_expires_at ? session.expiresAt : order.hold_expires_at;
  const won = await replaceSession(deps.db, order.id, order.stripe_session_id, {
    stripe_session_id: session.id,
    hold_expires_at: holdUntil,
  });
  if (won || (await findOrder(deps.db, order.id))?.stripe_session_id === session.id)
    return session.url;
  // Another attempt replaced the page first: close ours, so only theirs can be paid.
  await expireSession(deps.config, session.id).catch((err: unknown) =>
    deps.log.warn({ err, orderId: order.id }, 'a superseded Stripe page could not be closed'),
  );
  const current = await findOrder(deps.db, order.id);
  if (current?.status !== 'pending_payment' || !current.stripe_session_id) throw notPayable();
  const theirs = await sessionOf(deps, current);
  if (theirs.status !== 'open' || !theirs.url) throw providerDown();
  return theirs.url;
}
