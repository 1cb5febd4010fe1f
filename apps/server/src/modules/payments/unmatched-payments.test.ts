import { PlacedOrder } from '@atelier/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricedArtwork } from '../../test/factories/catalogue';
import {
  eventsOf,
  orderBody,
  orderRow,
  outbox,
  placeOrder,
  reserveForBuyer,
} from '../../test/factories/orders';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A Stripe payment counts for an order only when it is the order's own: its checkout page, for
 * its total, in its currency. An audit marked an admin reservation paid with a correctly signed
 * event naming it in its metadata, from another session, for 1 cent in euros.
 */
const SECRET = 'whsec_test_secret';
let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    publicUrl: 'https://shop.test',
    stripe: { secretKey: 'sk_test_fake', webhookSecret: SECRET, apiBase: fake.url },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let forged = 0;
/** A completed, paid Checkout Session made elsewhere on the same Stripe account. */
function paidSession(values: Partial<FakeSession>): FakeSession {
  forged++;
  const session: FakeSession = {
    id: `cs_test_elsewhere_${forged}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 1,
    currency: 'eur',
    url: null,
    client_reference_id: null,
    customer_email: null,
    metadata: {},
    payment_intent: `pi_test_elsewhere_${forged}`,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    created: Math.floor(Date.now() / 1000),
    success_url: 'https://elsewhere.test/ok',
    cancel_url: 'https://elsewhere.test/no',
    livemode: false,
    line_items_sent: [],
    ...values,
  };
  fake.sessions.set(session.id, session);
  return session;
}

async function deliver(type: string, sessionId: string) {
  const payload = fake.event(type, sessionId);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const refundsOf = (paymentIntent: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
const dashboard = async () => (await t.admin('GET', '/api/v1/admin/dashboard')).json().data;

describe('a paid Stripe session that names an order without being its own', () => {
  it('never pays an admin reservation: it is refunded and the artist told', async () => {
    const work = await createPricedArtwork(t.app.db, 1500);
    const res = await reserveForBuyer(t, work.id, 1400, {
      email: 'fair@example.com',
      name: 'Fair',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(t.app.db, res.json().data.order_number);
    expect(order.stripe_session_id).toBeNull();
    const history = await eventsOf(t.app.db, order.id);

    const session = paidSession({ metadata: { order_id: String(order.id) } });
    await deliver('checkout.session.completed', session.id);

    expect(await orderRow(t.app.db, order.number)).toMatchObject({
      status: 'pending_payment',
      payment_reference: null,
    });
    expect(await eventsOf(t.app.db, order.id)).toEqual(history);
    expect(refundsOf(session.payment_intent!)).toHaveLength(1);
    const call = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent === session.payment_intent,
    )!;
    expect(call.idempotencyKey).toBe(`payment-${session.payment_intent}-unmatched-refund`);
    const [alert] = (await outbox(t.app.db, 'payment_unmatched_alert')).filter((m) =>
      m.text_body.includes(session.payment_intent!),
    );
    expect(alert).toMatchObject({
      to_address: t.config.artistEmail,
      subject: `A payment that did not match order ${order.number} was refunded`,
    });
    expect(alert!.text_body).toContain('€0.01');
    expect((await dashboard()).payments.unmatched_refunded).toBeGreaterThanOrEqual(1);

    // Stripe redelivering the event refunds nothing twice.
    await deliver('checkout.session.completed', session.id);
    expect(refundsOf(session.payment_intent!)).toHaveLength(1);
  });

  it.each([
    ['for another amount', { amount_total: 1 }],
    ['in another currency', { currency: 'eur' }],
  ])('never pays a checkout order with its own page %s', async (_what, change) => {
    const work = await createPricedArtwork(t.app.db, 900);
    const placed = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const number = PlacedOrder.parse(placed.json().data).order.number;
    const order = await orderRow(t.app.db, number);
    const before = (await dashboard()).payments.unmatched_refunded;

    const session = fake.pay(order.stripe_session_id!);
    Object.assign(session, change);
    await deliver('checkout.session.completed', session.id);

    expect((await orderRow(t.app.db, number)).status).toBe('pending_payment');
    expect(refundsOf(session.payment_intent!)).toHaveLength(1);
    expect((await dashboard()).payments.unmatched_refunded).toBe(before + 1);
  });

  it('pays the order when the session is its own, for its total and currency', async () => {
    const work = await createPricedArtwork(t.app.db, 700);
    const placed = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
    const number = PlacedOrder.parse(placed.json().data).order.number;
    const order = await orderRow(t.app.db, number);
    const session = fake.pay(order.stripe_session_id!);
    expect(session).toMatchObject({ amount_total: order.total_cents, currency: order.currency });
    await deliver('checkout.session.completed', session.id);
    expect((await orderRow(t.app.db, number)).status).toBe('paid');
    expect(refundsOf(session.payment_intent!)).toHaveLength(0);
  });

  it('leaves alone a paid session that names none of the shop’s orders', async () => {
    const session = paidSession({ metadata: { order_id: '99999999' } });
    await deliver('checkout.session.completed', session.id);
    expect(refundsOf(session.payment_intent!)).toHaveLength(0);
  });
});
