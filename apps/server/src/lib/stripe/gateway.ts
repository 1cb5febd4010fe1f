import { FRAMING_LABELS, type FramingOption } from '@atelier/core';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { orderLines, orders } from '../../db/schema/index';
import { AppError } from '../errors';
import { stripeClient } from './client';

/**
 * Every call the site makes to Stripe's API: open, read and close Checkout Sessions, refund a
 * payment. Services of any module call these; what an event from Stripe means for an order
 * is the payments module's business (webhooks), and the order lifecycle's.
 */

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes (or later than 24 hours) after creation. */
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60;

/**
 * A checkout opens one session per order. A reservation opens one per attempt: the key names
 * the session it follows, so a double click makes one session and a later attempt a new one.
 */
export const sessionIdempotencyKey = (orderId: number, after: string | null = null) =>
  after ? `order-${orderId}-session-after-${after}` : `order-${orderId}-session`;
export const refundIdempotencyKey = (orderId: number) => `order-${orderId}-refund`;
/** A payment that named one of our orders without being its own: refunded once per payment. */
export const unmatchedRefundIdempotencyKey = (paymentIntent: string) =>
  `payment-${paymentIntent}-unmatched-refund`;

const client = (config: Pick<Config, 'stripe'>) => {
  const stripe = stripeClient(config);
  if (!stripe) throw new Error('Stripe is not configured');
  return stripe;
};

const providerError = (err: unknown, what: string) =>
  new AppError(
    502,
    'payment_provider_error',
    `${what}: ${err instanceof Error ? err.message : String(err)}`,
  );

/** An absolute https URL of an image for Stripe's page, or nothing. */
function imageFor(publicUrl: string, url: string | null): string[] | undefined {
  if (!url) return undefined;
  const absolute = url.startsWith('/') ? `${publicUrl}${url}` : url;
  return absolute.startsWith('https://') ? [absolute] : undefined;
}

/** The session's line items, from the order's own (server-computed) amounts: they add up to its total. */
export function lineItems(
  order: OrderRow,
  lines: OrderLineRow[],
  publicUrl: string,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = lines.map((l) => ({
    quantity: l.quantity,
    price_data: {
      currency: 'usd',
      unit_amount: l.unit_price_cents + l.frame_surcharge_cents,
      product_data: {
        name: l.title,
        description:
          l.framing_option === 'unframed'
            ? 'Unframed'
            : `Framed: ${FRAMING_LABELS[l.framing_option as FramingOption] ?? l.framing_option}`,
        images: imageFor(publicUrl, l.image_url),
        metadata: { artwork_id: String(l.artwork_id ?? '') },
      },
    },
  }));
  if (order.shipping_cents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.shipping_cents,
        product_data: { name: 'Shipping' },
      },
    });
  }
  if (order.tax_cents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.tax_cents,
        product_data: { name: `Sales tax (${Number(order.tax_rate_percent)}%)` },
      },
    });
  }
  return items;
}

export interface SessionOptions {
  /** The session this one replaces (a reservation's earlier page that closed unpaid). */
  after?: string | null;
  /** Where "back" on Stripe's page leads: by default the checkout, which offers to resume. */
  cancelUrl?: string;
}

/**
 * Opens a Checkout Session for a pending order. It expires with the order's hold (clamped to
 * what Stripe allows); the idempotency key makes a retried call return the same session.
 * Times are counted from the start of the minute, so a retry within it sends the very same
 * parameters, which Stripe requires of a reused key.
 */
export async function createCheckoutSession(
  config: Pick<Config, 'stripe' | 'publicUrl'>,
  order: OrderRow,
  lines: OrderLineRow[],
  options: SessionOptions = {},
) {
  const now = Math.floor(Date.now() / 60_000) * 60;
  const hold = Math.floor(order.hold_expires_at.getTime() / 1000);
  const expiresAt = Math.min(Math.max(hold, now + MIN_SESSION_SECONDS), now + MAX_SESSION_SECONDS);
  const token = encodeURIComponent(order.public_token);
  const metadata = { order_id: String(order.id), order_number: order.number };
  try {
    const session = await client(config).checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: order.email,
        client_reference_id: order.number,
        metadata,
        payment_intent_data: { metadata, description: `Order ${order.number}` },
        line_items: lineItems(order, lines, config.publicUrl),
        expires_at: expiresAt,
        success_url: `${config.publicUrl}/checkout/success?order=${token}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: options.cancelUrl ?? `${config.publicUrl}/checkout?cancelled=${token}`,
      },
      { idempotencyKey: sessionIdempotencyKey(order.id, options.after) },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  } catch (err) {
    throw providerError(err, 'Stripe Checkout could not be opened');
  }
}

export async function retrieveSession(config: Pick<Config, 'stripe'>, sessionId: string) {
  return client(config).checkout.sessions.retrieve(sessionId);
}

/** Ends an open session so a cancelled order cannot be paid any more. Best effort: an already closed session is fine. */
export async function expireSession(config: Pick<Config, 'stripe'>, sessionId: string) {
  await client(config).checkout.sessions.expire(sessionId);
}

/**
 * Refunds a whole payment, once: a retry with the same key returns the same refund. Returns
 * the refund id. Never called inside a database transaction (the orders module records the
 * request first, then calls this, then records the result).
 */
export async function refundPayment(
  config: Pick<Config, 'stripe'>,
  call: { paymentIntent: string; idempotencyKey: string; metadata: Record<string, string> },
) {
  try {
    const refund = await client(config).refunds.create(
      { payment_intent: call.paymentIntent, metadata: call.metadata },
      { idempotencyKey: call.idempotencyKey },
    );
    return refund.id;
  } catch (err) {
    throw providerError(err, 'Stripe could not refund the payment');
  }
}

/** The payment intent id of a session, expanded or not. */
export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);
