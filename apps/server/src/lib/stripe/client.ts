import Stripe from 'stripe';
import type { Config } from '../../config';

export type StripeClient = Stripe;

const clients = new WeakMap<NonNullable<Config['stripe']>, Stripe>();

/** host/port/protocol of STRIPE_API_BASE (a local fake in tests); nothing for the real API. */
export function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/**
 * The one place a Stripe client is made: null when Stripe is not configured (manual
 * payment). One client per configuration, reused. Network retries are safe because every
 * write carries an idempotency key.
 */
export function stripeClient(config: Pick<Config, 'stripe'>): Stripe | null {
  const settings = config.stripe;
  if (!settings) return null;
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'atelier' },
      ...apiAddress(settings.apiBase),
    });
    clients.set(settings, client);
  }
  return client;
}

/** Verifies a webhook's signature on its raw body; throws Stripe's SignatureVerificationError. */
export function verifyWebhook(
  config: Pick<Config, 'stripe'>,
  rawBody: Buffer,
  signature: string,
): Stripe.Event {
  const settings = config.stripe;
  if (!settings) throw new Error('Stripe is not configured');
  return Stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}
