import { canMove, checkoutHold, type PlaceOrderInput, type PlacedOrder } from '@atelier/core';
import { AppError } from '../../lib/errors';
import { createCheckoutSession } from '../../lib/stripe/gateway';
import { subscribe } from '../newsletter/newsletter.service';
import {
  emailContext,
  enforceHoldLimit,
  lockOrder,
  newOrderAlertEmail,
  orderPlacedEmail,
  startPricedOrder,
  toPublic,
  transitionOrder,
  updateOrder,
  type OrderLineRow,
  type OrderRow,
} from '../orders/orders.service';
import { checkStock, unavailable } from '../orders/stock.service';
import { guard, price, type CheckoutDeps } from './checkout.service';
import { shopSettings } from '../settings/shop-settings.service';

/**
 * Places an order. In ONE transaction: the buyer's hold limit is checked (409 `hold_limit`),
 * the works are locked (FOR UPDATE, in id order), their live holds summed, every line checked
 * (409 naming each refused work), the order priced by the server and inserted with its lines,
 * its first event and, for manual payment, the emails. The hold is the order itself: pending
 * with `hold_expires_at` in the future. Stripe is called after the commit (no lock is held
 * across the network); if it fails the order is cancelled at once and the buyer told to try
 * again. `ip` is the client's address as the server trusts it (never a header it was sent).
 */
export async function placeOrder(
  deps: CheckoutDeps,
  input: PlaceOrderInput,
  previewAccess: boolean,
  ip: string,
): Promise<PlacedOrder> {
  const settings = await shopSettings(deps.db);
  guard(settings, input.lines);
  const provider = deps.config.stripe ? 'stripe' : 'manual';
  const ctx = await emailContext(deps.db, deps.config);
  const email = input.email.toLowerCase();
  const units = input.lines.reduce((n, l) => n + l.quantity, 0);

  const { order, lines } = await deps.db.transaction(async (tx) => {
    await enforceHoldLimit(tx, { ip, email }, units, settings.maxHeldWorks);
    const { rows, problems } = await checkStock(tx, input.lines, { lock: true, previewAccess });
    if (problems.length) throw unavailable(problems);
    const { order, lines } = await startPricedOrder(tx, {
      siteName: settings.siteName,
      quote: price(input.lines, rows, input.shipping_address, settings),
      works: rows,
      values: {
        email,
        buyer_ip: ip,
        name: input.name,
        phone: input.phone,
        shipping_address: input.shipping_address,
        newsletter_opt_in: input.newsletter_opt_in,
        kind: 'checkout',
        payment_provider: provider,
      },
      // Minutes for a card, days for a transfer (decision 047).
      hold: checkoutHold(provider, settings),
      event: {
        actor: 'buyer',
        note:
          provider === 'manual'
            ? 'Order placed for manual payment'
            : 'Order placed; buyer sent to Stripe Checkout',
      },
    });
    if (provider === 'manual') {
      await deps.mailer.enqueue(
        tx,
        orderPlacedEmail(ctx, order, lines, settings.paymentInstructions),
      );
      await deps.mailer.enqueue(tx, newOrderAlertEmail(ctx, order, lines));
    }
    return { order, lines };
  });

  if (input.newsletter_opt_in) await joinNewsletter(deps, input);

  if (provider === 'manual') {
    return {
      order: toPublic(order, lines, settings.paymentInstructions),
      payment: { provider: 'manual', instructions: settings.paymentInstructions },
    };
  }
  return { order: toPublic(order, lines, null), ...(await openStripeCheckout(deps, order, lines)) };
}

async function openStripeCheckout(deps: CheckoutDeps, order: OrderRow, lines: OrderLineRow[]) {
  try {
    const session = await createCheckoutSession(deps.config, order, lines);
    // The buyer may pay until the session expires: the hold lasts at least as long.
    await updateOrder(deps.db, order.id, {
      stripe_session_id: session.id,
      hold_expires_at:
        session.expiresAt > order.hold_expires_at ? session.expiresAt : order.hold_expires_at,
    });
    return { payment: { provider: 'stripe' as const, checkout_url: session.url } };
  } catch (err) {
    deps.log.error(
      { err, orderId: order.id },
      'Stripe Checkout could not be opened; order cancelled',
    );
    await deps.db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.id);
      if (current && canMove(current.status, 'cancelled', 'system'))
        await transitionOrder(tx, current, 'cancelled', {
          actor: 'system',
          note: 'Stripe Checkout could not be opened',
        });
    });
    throw new AppError(
      502,
      'payment_unavailable',
      'Card payment is unavailable right now, so your order was not placed. Please try again in a few minutes.',
    );
  }
}

/** Checkout's "keep me posted" box: the usual double opt-in. A failure never loses the order. */
async function joinNewsletter(deps: CheckoutDeps, input: PlaceOrderInput) {
  const [first, ...rest] = input.name.split(/\s+/);
  try {
    await subscribe(deps, {
      email: input.email,
      first_name: first?.slice(0, 80),
      last_name: rest.join(' ').slice(0, 80) || undefined,
      source: 'checkout',
    });
  } catch (err) {
    deps.log.warn({ err }, 'checkout newsletter signup failed');
  }
}
