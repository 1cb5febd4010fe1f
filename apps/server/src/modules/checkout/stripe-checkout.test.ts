import { describe, expect, it } from 'vitest';
import { orderBody, orderRow, placeOrder, quote } from '../../test/factories/orders';
import { useStripeApp } from '../payments/stripe.fixtures';

const { t, fake, art, place, send, status, kinds } = useStripeApp();

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
