import { PlacedOrder } from '@atelier/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedStripeEvents } from '../../db/schema/index';
import { createPricedArtwork, type createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  artworkRow,
  eventsOf,
  lapseHold,
  orderBody,
  orderRow,
  outbox,
  placeOrder,
  quote,
  reserveForBuyer,
} from '../../test/factories/orders';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireLapsedOrders } from '../orders/orders.service';

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

describe('opening Stripe Checkout', () => {
  it('says checkout pays through Stripe', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/checkout/options' })).json().data
        .payment_provider,
    ).toBe('stripe');
  });

  it('builds the session from the server’s prices, with an idempotency key, URLs and the hold as expiry', async () => {
    const a = await art(1500, { title: 'Cove', primary_image_url: '/uploads/cove.webp' });
    const before = await kinds();
    const { placed, id, sessionId } = await place(a.id, {
      lines: [{ artwork_id: a.id, framing_option: 'museum-quality' }],
      email: 'buyer@example.com',
    });
    expect(placed.payment).toEqual({
      provider: 'stripe',
      checkout_url: `https://checkout.stripe.test/c/pay/${sessionId}`,
    });
    expect(placed.order).toMatchObject({
      status: 'pending_payment',
      payment_provider: 'stripe',
      payment_instructions: null,
      subtotal: 2000,
      shipping: 75,
      tax: 110,
      total: 2185,
    });

    const request = fake.requests.find(
      (r) =>
        r.path === '/v1/checkout/sessions' &&
        r.method === 'POST' &&
        (r.params.metadata as Record<string, string>).order_id === String(id),
    )!;
    expect(request.idempotencyKey).toBe(`order-${id}-session`);
    const p = request.params as Record<string, unknown>;
    expect(p).toMatchObject({
      mode: 'payment',
      customer_email: 'buyer@example.com',
      client_reference_id: placed.order.number,
      metadata: { order_id: String(id), order_number: placed.order.number },
      success_url: `https://shop.test/checkout/success?order=${placed.order.token}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://shop.test/checkout?cancelled=${placed.order.token}`,
    });
    expect(p.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '200000',
          product_data: {
            name: 'Cove',
            description: 'Framed: Museum quality',
            images: ['https://shop.test/uploads/cove.webp'],
            metadata: { artwork_id: String(a.id) },
          },
        },
      },
      {
        quantity: '1',
        price_data: { currency: 'usd', unit_amount: '7500', product_data: { name: 'Shipping' } },
      },
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '11000',
          product_data: { name: 'Sales tax (5.5%)' },
        },
      },
    ]);
    expect(fake.session(sessionId).amount_total).toBe(218_500);
    const expiresAt = Number(p.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    const row = await orderRow(t.app.db, placed.order.number);
    expect(row.hold_expires_at.getTime()).toBeGreaterThanOrEqual(expiresAt);
    // No confirmation before the money is in.
    expect(await kinds()).toEqual(before);
  });

  it('cancels the order and frees the work when Stripe cannot open a session', async () => {
    const a = await art(300);
    fake.failNext(/^\/v1\/checkout\/sessions$/, 400, 'Stripe is having a bad day');
    const res = await placeOrder(t, orderBody([{ artwork_id: a.id }]));
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'payment_unavailable' });
    expect(
      (await quote(t, { lines: [{ artwork_id: a.id }], destination: { country: 'US' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a buyer back from Stripe without paying', () => {
  const payment = (token: string) =>
    t.inject({ method: 'POST', url: `/api/v1/orders/${token}/payment` });

  it('gets the same order’s open Stripe page again, as often as needed', async () => {
    const a = await art(700);
    const { placed, sessionId } = await place(a.id);
    const created = fake.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    ).length;
    for (let i = 0; i < 2; i++) {
      const res = await payment(placed.order.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        checkout_url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      });
    }
    // No second session, no second order: the same one is paid.
    expect(
      fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST'),
    ).toHaveLength(created);
  });

  it('says the page has closed once the session expired, and answers 409 for a paid order', async () => {
    const a = await art(710);
    const { placed, sessionId } = await place(a.id);
    fake.expire(sessionId);
    const expired = await payment(placed.order.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatchObject({
      code: 'payment_expired',
      message: 'The payment page for this order has closed. Place the order again from your cart.',
    });

    const b = await art(720);
    const paid = await place(b.id);
    fake.pay(paid.sessionId);
    await send('checkout.session.completed', paid.sessionId);
    const res = await payment(paid.placed.order.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'not_payable' });
  });

  it('answers 404 for an unknown token and 502 when Stripe cannot be reached, changing nothing', async () => {
    expect((await payment('x'.repeat(43))).statusCode).toBe(404);
    const malformed = await payment('not%20a%20token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'validation_error' });
    const a = await art(730);
    const { placed, id } = await place(a.id);
    fake.failNext(/^\/v1\/checkout\/sessions\/cs_/, 400, 'Stripe refuses');
    const res = await payment(placed.order.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'payment_provider_error' });
    expect((await status(id)).status).toBe('pending_payment');
  });
});

describe('a reservation paid by card', () => {
  const payment = (token: string) =>
    t.inject({ method: 'POST', url: `/api/v1/orders/${token}/payment` });
  const sessionsCreated = (orderId: number) =>
    fake.requests.filter(
      (r) =>
        r.path === '/v1/checkout/sessions' &&
        r.method === 'POST' &&
        (r.params.metadata as Record<string, string>).order_id === String(orderId),
    );

  /** The artist reserves a work for a buyer met at a fair; returns the reservation's order. */
  async function reserve(dollars: number, email = 'fair@example.com') {
    const a = await art(dollars);
    const res = await reserveForBuyer(t, a.id, dollars - 100, { email, name: 'Fair Collector' });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(t.app.db, res.json().data.order_number);
    return { artworkId: a.id, order };
  }

  it('is a card order with no Stripe page until the buyer asks, and its email says to pay by card', async () => {
    const { order } = await reserve(1200, 'card1@example.com');
    expect(order).toMatchObject({
      kind: 'reservation',
      payment_provider: 'stripe',
      stripe_session_id: null,
    });
    expect(sessionsCreated(order.id)).toHaveLength(0);
    const reserved = (await outbox(t.app.db, 'offer_reserved')).find(
      (m) => m.to_address === 'card1@example.com',
    )!;
    expect(reserved.text_body).toContain('Pay by card from your reservation’s page');
    const publicOrder = (
      await t.inject({ method: 'GET', url: `/api/v1/orders/${order.public_token}` })
    ).json().data;
    expect(publicOrder).toMatchObject({
      kind: 'reservation',
      payment_provider: 'stripe',
      status: 'pending_payment',
    });
  });

  it('opens one page at the agreed price, back to the order’s page, and gives it again on a second ask', async () => {
    const { order } = await reserve(1300, 'card2@example.com');
    const first = await payment(order.public_token);
    expect(first.statusCode, first.body).toBe(200);
    const again = await payment(order.public_token);
    expect(again.json().data).toEqual(first.json().data);
    const created = sessionsCreated(order.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`order-${order.id}-session`);
    expect(created[0]!.params.cancel_url).toBe(
      `https://shop.test/checkout/success?order=${order.public_token}`,
    );
    const row = await orderRow(t.app.db, order.number);
    expect(fake.session(row.stripe_session_id!).amount_total).toBe(row.total_cents);
    expect(first.json().data.checkout_url).toBe(
      `https://checkout.stripe.test/c/pay/${row.stripe_session_id}`,
    );
    // The reservation keeps its days: a page lasts at most 24 hours and does not shorten it.
    expect(row.hold_expires_at.getTime()).toBe(order.hold_expires_at.getTime());
  });

  it('outlives a page that closed unpaid: the order stays reserved and a new page replaces it', async () => {
    const { artworkId, order } = await reserve(1400, 'card3@example.com');
    await payment(order.public_token);
    const firstId = (await orderRow(t.app.db, order.number)).stripe_session_id!;
    fake.expire(firstId);
    expect(await send('checkout.session.expired', firstId)).toBe('processed');
    expect((await status(order.id)).status).toBe('pending_payment');
    const held = await quote(t, {
      lines: [{ artwork_id: artworkId }],
      destination: { country: 'US' },
    });
    expect(held.statusCode).toBe(409);

    const second = await payment(order.public_token);
    expect(second.statusCode, second.body).toBe(200);
    const secondId = (await orderRow(t.app.db, order.number)).stripe_session_id!;
    expect(secondId).not.toBe(firstId);
    expect(second.json().data.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${secondId}`);
    expect(sessionsCreated(order.id).at(-1)!.idempotencyKey).toBe(
      `order-${order.id}-session-after-${firstId}`,
    );
    // Events of the page it replaced change nothing; paying the current page sells the work.
    expect(await send('checkout.session.expired', firstId)).toBe('processed');
    expect((await status(order.id)).status).toBe('pending_payment');
    fake.pay(secondId);
    await send('checkout.session.completed', secondId);
    expect((await status(order.id)).status).toBe('paid');
    expect((await artworkRow(t.app.db, artworkId)).availability).toBe('sold');
  });

  it('opens no second page while a payment is being confirmed, nor once the reservation ended', async () => {
    const { order } = await reserve(1500, 'card4@example.com');
    await payment(order.public_token);
    const sessionId = (await orderRow(t.app.db, order.number)).stripe_session_id!;
    fake.pay(sessionId, { async: true });
    const confirming = await payment(order.public_token);
    expect(confirming.statusCode).toBe(409);
    expect(confirming.json().error).toMatchObject({ code: 'payment_processing' });
    expect(sessionsCreated(order.id)).toHaveLength(1);

    const ended = await reserve(1600, 'card5@example.com');
    await lapseHold(t.app.db, ended.order.id);
    const late = await payment(ended.order.public_token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'payment_expired',
      message: 'This reservation has ended. Please get in touch if you would still like the work.',
    });
    expect(sessionsCreated(ended.order.id)).toHaveLength(0);
  });

  it('refunds a late payment when the work went to someone else meanwhile', async () => {
    const { artworkId, order } = await reserve(1700, 'card6@example.com');
    await payment(order.public_token);
    const sessionId = (await orderRow(t.app.db, order.number)).stripe_session_id!;
    await lapseHold(t.app.db, order.id);
    await expireLapsedOrders(t.app.db);
    const other = await place(artworkId);
    fake.pay(other.sessionId);
    await send('checkout.session.completed', other.sessionId);
    fake.pay(sessionId);
    await send('checkout.session.completed', sessionId);
    expect((await status(order.id)).status).toBe('refunded');
    expect([...fake.refunds.values()].map((r) => r.payment_intent)).toContain(
      fake.session(sessionId).payment_intent,
    );
  });
});

describe('the webhook', () => {
  it('rejects bad signatures, a wrong secret, a tampered body and a missing header with 400, changing nothing', async () => {
    const a = await art(400);
    const { id, sessionId } = await place(a.id);
    fake.pay(sessionId);
    const payload = fake.event('checkout.session.completed', sessionId);
    const bad = [
      await webhook(payload, { secret: 'whsec_other' }),
      await webhook(payload, { signature: 't=1,v1=deadbeef' }),
      await webhook(payload, { signature: null }),
      await t.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        payload: payload.replace('"livemode":false', '"livemode":true'),
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
      }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_signature');
    }
    expect((await status(id)).status).toBe('pending_payment');
  });

  it('fulfils a completed, paid session once: duplicates and later events change nothing', async () => {
    const a = await art(900, { title: 'Paid Piece' });
    const { id, sessionId, placed } = await place(a.id, { email: 'buyer@example.com' });
    const session = fake.pay(sessionId);
    const payload = fake.event('checkout.session.completed', sessionId, 'evt_completed_1');

    expect((await webhook(payload)).json().data.outcome).toBe('processed');
    const paid = await status(id);
    expect(paid).toMatchObject({
      status: 'paid',
      payment_reference: session.payment_intent,
      allowed_actions: ['ship', 'deliver', 'cancel', 'refund'],
    });
    expect(await artworkRow(t.app.db, a.id)).toMatchObject({ stock: 0, availability: 'sold' });
    const emails = (await outbox(t.app.db)).filter((r) => r.subject.includes(placed.order.number));
    expect(emails.map((r) => [r.kind, r.to_address, r.subject])).toEqual([
      ['order_confirmation', 'buyer@example.com', `Order ${placed.order.number} confirmed`],
      ['order_alert', t.config.artistEmail, `New order ${placed.order.number}: $1,025 (paid)`],
    ]);

    // Stripe redelivers the same event, then sends the related ones, and one out of order.
    expect((await webhook(payload)).json().data.outcome).toBe('duplicate');
    expect(await send('checkout.session.async_payment_succeeded', sessionId)).toBe('processed');
    expect(await send('checkout.session.expired', sessionId)).toBe('processed');
    expect((await status(id)).status).toBe('paid');
    expect((await eventsOf(t.app.db, id)).map((e) => e.to_status)).toEqual([
      'pending_payment',
      'paid',
    ]);
    expect(
      (await outbox(t.app.db)).filter((r) => r.subject.includes(placed.order.number)),
    ).toHaveLength(2);
    const recorded = await t.app.db.select().from(processedStripeEvents);
    expect(recorded.filter((r) => r.event_id === 'evt_completed_1')).toHaveLength(1);
  });

  it('expires an unpaid session’s order and frees the work', async () => {
    const a = await art(500);
    const { id, sessionId } = await place(a.id);
    fake.expire(sessionId);
    await send('checkout.session.expired', sessionId);
    expect((await status(id)).status).toBe('expired');
    expect((await eventsOf(t.app.db, id)).at(-1)).toMatchObject({
      to_status: 'expired',
      actor: 'stripe',
    });
    expect(
      (await quote(t, { lines: [{ artwork_id: a.id }], destination: { country: 'US' } }))
        .statusCode,
    ).toBe(200);
  });

  it('holds the work through a delayed payment, then pays or cancels', async () => {
    const a = await art(600);
    const b = await art(600);
    const ok = await place(a.id);
    fake.pay(ok.sessionId, { async: true });
    await send('checkout.session.completed', ok.sessionId);
    const waiting = await status(ok.id);
    expect(waiting.status).toBe('pending_payment');
    expect(new Date(waiting.hold_expires_at).getTime()).toBeGreaterThan(
      Date.now() + 6 * 86_400_000,
    );
    fake.settleAsync(ok.sessionId, true);
    await send('checkout.session.async_payment_succeeded', ok.sessionId);
    expect((await status(ok.id)).status).toBe('paid');

    const failed = await place(b.id, { email: 'buyer@example.com' });
    fake.pay(failed.sessionId, { async: true });
    await send('checkout.session.completed', failed.sessionId);
    await send('checkout.session.async_payment_failed', failed.sessionId);
    expect((await status(failed.id)).status).toBe('cancelled');
    expect((await outbox(t.app.db, 'order_cancelled')).at(-1)?.to_address).toBe(
      'buyer@example.com',
    );
    expect(
      (await quote(t, { lines: [{ artwork_id: b.id }], destination: { country: 'US' } }))
        .statusCode,
    ).toBe(200);
  });

  it('ignores events it does not handle and sessions it does not know', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect((await webhook(payload)).json().data.outcome).toBe('ignored');
    const a = await art(100);
    const { sessionId } = await place(a.id);
    fake.pay(sessionId);
    const foreign = JSON.parse(fake.event('checkout.session.completed', sessionId));
    foreign.data.object.metadata = {};
    foreign.data.object.id = 'cs_test_unknown';
    expect((await webhook(JSON.stringify(foreign))).json().data.outcome).toBe('processed');
  });
});

describe('the success page and the webhook racing', () => {
  it('confirms with Stripe on the success page; the webhook then finds the order paid', async () => {
    const a = await art(800);
    const { id, sessionId, placed } = await place(a.id);
    fake.pay(sessionId);
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.order.token}?session_id=${sessionId}`,
    });
    expect(page.json().data).toMatchObject({ status: 'paid', status_label: 'Paid' });
    await send('checkout.session.completed', sessionId);
    expect((await eventsOf(t.app.db, id)).map((e) => e.to_status)).toEqual([
      'pending_payment',
      'paid',
    ]);
  });

  it('fulfils exactly once when both arrive at the same moment', async () => {
    const a = await art(800);
    const { id, sessionId, placed } = await place(a.id);
    fake.pay(sessionId);
    const payload = fake.event('checkout.session.completed', sessionId);
    const results = await Promise.all([
      t.inject({
        method: 'GET',
        url: `/api/v1/orders/${placed.order.token}?session_id=${sessionId}`,
      }),
      webhook(payload),
      t.inject({
        method: 'GET',
        url: `/api/v1/orders/${placed.order.token}?session_id=${sessionId}`,
      }),
      webhook(payload),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await eventsOf(t.app.db, id)).map((e) => e.to_status)).toEqual([
      'pending_payment',
      'paid',
    ]);
    expect(
      (await outbox(t.app.db, 'order_confirmation')).filter((r) =>
        r.subject.includes(placed.order.number),
      ),
    ).toHaveLength(1);
    expect((await artworkRow(t.app.db, a.id)).stock).toBe(0);
  });

  it('ignores a session id that is not the order’s', async () => {
    const a = await art(800);
    const other = await place((await art(50)).id);
    const { placed } = await place(a.id);
    fake.pay(other.sessionId);
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.order.token}?session_id=${other.sessionId}`,
    });
    expect(page.json().data.status).toBe('pending_payment');
  });
});

describe('a payment for a work that is gone', () => {
  it('is refunded automatically through Stripe, the buyer told and the artist alerted', async () => {
    const a = await art(1200, { title: 'Contested' });
    const slow = await place(a.id, { email: 'slow@example.com' });
    await lapseHold(t.app.db, slow.id);
    const quick = await place(a.id, { email: 'quick@example.com' });
    fake.pay(quick.sessionId);
    await send('checkout.session.completed', quick.sessionId);
    expect((await status(quick.id)).status).toBe('paid');

    const late = fake.pay(slow.sessionId);
    // Stripe refuses the refund the first time: nothing is recorded and Stripe retries the event.
    fake.failNext(/^\/v1\/refunds$/, 400, 'try later');
    const payload = fake.event('checkout.session.completed', slow.sessionId);
    expect((await webhook(payload)).statusCode).toBe(502);
    expect((await status(slow.id)).status).toBe('pending_payment');
    expect((await webhook(payload)).json().data.outcome).toBe('processed');

    const refunded = await status(slow.id);
    expect(refunded).toMatchObject({ status: 'refunded', payment_reference: late.payment_intent });
    const refund = fake.refunds.get(refunded.refund_reference)!;
    expect(refund).toMatchObject({
      payment_intent: late.payment_intent,
      amount: late.amount_total,
    });
    const refundCalls = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(new Set(refundCalls.map((r) => r.idempotencyKey))).toContain(`order-${slow.id}-refund`);
    expect((await eventsOf(t.app.db, slow.id)).at(-1)).toMatchObject({
      from_status: 'pending_payment',
      to_status: 'refunded',
      actor: 'stripe',
    });
    expect((await outbox(t.app.db, 'order_refund')).at(-1)).toMatchObject({
      to_address: 'slow@example.com',
    });
    expect((await outbox(t.app.db, 'order_refund_alert')).at(-1)).toMatchObject({
      to_address: t.config.artistEmail,
    });
    expect((await status(quick.id)).status).toBe('paid');

    // Later events about it refund nothing twice.
    await send('checkout.session.async_payment_succeeded', slow.sessionId);
    expect(fake.refunds.size).toBe(
      new Set([...fake.refunds.values()].map((r) => r.payment_intent)).size,
    );
  });

  it('is accepted when the hold lapsed but the work is still free', async () => {
    const a = await art(700);
    const { id, sessionId } = await place(a.id);
    await lapseHold(t.app.db, id);
    await expireLapsedOrders(t.app.db);
    expect((await status(id)).status).toBe('expired');
    fake.pay(sessionId);
    await send('checkout.session.completed', sessionId);
    expect((await status(id)).status).toBe('paid');
  });

  it('is refunded when the order was cancelled meanwhile; cancelling closes the Stripe page', async () => {
    const a = await art(700);
    const { id, sessionId } = await place(a.id);
    expect((await adminAction(t, id, 'cancel', {})).json().data.status).toBe('cancelled');
    expect(fake.session(sessionId).status).toBe('expired');
    fake.pay(sessionId);
    await send('checkout.session.completed', sessionId);
    expect((await status(id)).status).toBe('refunded');
  });
});

describe('admin actions on Stripe orders', () => {
  it('refunds through Stripe and puts an unshipped work back on sale; mark paid is Stripe’s job', async () => {
    const a = await art(1100);
    const { id, sessionId } = await place(a.id);
    const markPaid = await adminAction(t, id, 'mark-paid');
    expect(markPaid.statusCode).toBe(409);
    expect(markPaid.json().error.message).toBe(
      'Orders paid through Stripe are marked paid by Stripe',
    );

    const session = fake.pay(sessionId);
    await send('checkout.session.completed', sessionId);
    fake.failNext(/^\/v1\/refunds$/, 400, 'card issuer unavailable');
    const refused = await adminAction(t, id, 'refund', { reason: 'Buyer changed their mind' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toContain('card issuer unavailable');
    expect((await status(id)).status).toBe('paid');

    const res = await adminAction(t, id, 'refund', { reason: 'Buyer changed their mind' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refund_reference: expect.stringMatching(/^re_/),
    });
    expect(fake.refunds.get(res.json().data.refund_reference)).toMatchObject({
      payment_intent: session.payment_intent,
    });
    expect(await artworkRow(t.app.db, a.id)).toMatchObject({ stock: 1, availability: 'available' });
    expect((await outbox(t.app.db, 'order_refund')).at(-1)?.text_body).toContain(
      'refunded to your card',
    );
  });
});
