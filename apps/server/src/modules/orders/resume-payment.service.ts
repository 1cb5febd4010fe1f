import type { ResumePayment } from '@atelier/core';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './orders.repository';
import type { OrderDeps } from './order-lifecycle.service';
import { retrieveSession } from '../../lib/stripe/gateway';

/**
 * Stripe's page for a pending order, again: a buyer who pressed "back" on Stripe (or closed
 * the tab) pays the same order, at the same prices, instead of placing another one against
 * works their own order still holds. The session expires with the hold, so an open session
 * is the whole answer; once it has closed, the works are released and the cart is the way on.
 */
export async function resumePayment(deps: OrderDeps, token: string): Promise<ResumePayment> {
  const order = await repo.findByToken(deps.db, token);
  if (!order) throw notFound('Order not found');
  if (
    order.status !== 'pending_payment' ||
    order.payment_provider !== 'stripe' ||
    !order.stripe_session_id
  ) {
    throw new AppError(409, 'not_payable', 'This order is not waiting for a card payment.');
  }
  let session;
  try {
    session = await retrieveSession(deps.config, order.stripe_session_id);
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'Stripe session could not be retrieved');
    throw new AppError(
      502,
      'payment_provider_error',
      'The payment page cannot be reopened right now. Please try again in a few minutes.',
    );
  }
  if (session.status !== 'open' || !session.url) {
    throw new AppError(
      409,
      'payment_expired',
      'The payment page for this order has closed. Place the order again from your cart.',
    );
  }
  return { checkout_url: session.url };
}
