import { PlacedOrder } from '@atelier/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { createPricedArtwork, type createArtwork } from '../../test/factories/catalogue';
import { orderBody, orderRow, outbox, placeOrder } from '../../test/factories/orders';
import { FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The webhook secret the Stripe tests' app checks signatures with. */
export const SECRET = 'whsec_test_secret';

/**
 * The Stripe tests' app: Stripe is the local fake (test/fake-stripe.ts), started before the
 * file's tests and closed after them. With it, what those tests do: price a work, place a card
 * order, deliver a signed webhook, read an order as the admin and list the outbox.
 */
export function useStripeApp() {
  const t = {} as TestApp;
  const fake = new FakeStripe();
  beforeAll(async () => {
    await fake.start();
    Object.assign(
      t,
      await createTestApp({
        publicUrl: 'https://shop.test',
        stripe: { secretKey: 'sk_test_fake', webhookSecret: SECRET, apiBase: fake.url },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const art = (dollars: number, values: Parameters<typeof createArtwork>[1] = {}) =>
    createPricedArtwork(t.app.db, dollars, values);

  /** Places a Stripe order and returns it with its session id. */
  async function place(artworkId: number, overrides = {}) {
    const res = await placeOrder(t, orderBody([{ artwork_id: artworkId }], overrides));
    expect(res.statusCode, res.body).toBe(201);
    const placed = PlacedOrder.parse(res.json().data);
    const row = await orderRow(t.app.db, placed.order.number);
    return { placed, id: row.id, sessionId: row.stripe_session_id! };
  }

  /** Delivers a webhook payload signed as Stripe would (or with another secret / header). */
  function webhook(payload: string, opts: { secret?: string; signature?: string | null } = {}) {
    const signature =
      opts.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET })
        : opts.signature;
    return t.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
    });
  }
  const send = async (type: string, sessionId: string, eventId?: string) => {
    const res = await webhook(fake.event(type, sessionId, eventId));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.outcome as string;
  };
  const status = async (id: number) =>
    (await t.admin('GET', `/api/v1/admin/orders/${id}`)).json().data;
  const kinds = async () => (await outbox(t.app.db)).map((r) => `${r.kind}:${r.to_address}`);

  return { t, fake, art, place, webhook, send, status, kinds };
}
