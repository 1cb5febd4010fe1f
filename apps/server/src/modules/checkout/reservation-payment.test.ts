import { describe, expect, it } from 'vitest';
import {
  artworkRow,
  lapseHold,
  orderRow,
  outbox,
  quote,
  reserveForBuyer,
} from '../../test/factories/orders';
import { expireLapsedOrders } from '../orders/orders.service';
import { useStripeApp } from '../payments/stripe.fixtures';

const { t, fake, art, place, send, status } = useStripeApp();

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
