import { describe, expect, it } from 'vitest';
import { eventsOf, orderRow, outbox, reserveForBuyer } from '../../test/factories/orders';
import type { FakeSession } from '../../test/fake-stripe';
import { useStripeApp } from './stripe.fixtures';

/**
 * A Stripe payment counts for an order only when it is the order's own: its checkout page, for
 * its total, in its currency. An audit marked an admin reservation paid with a correctly signed
 * event naming it in its metadata, from another session, for 1 cent in euros.
 */
const { t, fake, art, place, send } = useStripeApp();

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

const refundsOf = (paymentIntent: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
const dashboard = async () => (await t.admin('GET', '/api/v1/admin/dashboard')).json().data;

describe('a paid Stripe session that names an order without being its own', () => {
  it('never pays an admin reservation: it is refunded and the artist told', async () => {
    const work = await art(1500);
    const res = await reserveForBuyer(t, work.id, 1400, {
      email: 'fair@example.com',
      name: 'Fair',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(t.app.db, res.json().data.order_number);
    expect(order.stripe_session_id).toBeNull();
    const history = await eventsOf(t.app.db, order.id);

    const session = paidSession({ metadata: { order_id: String(order.id) } });
    await send('checkout.session.completed', session.id);

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
    await send('checkout.session.completed', session.id);
    expect(refundsOf(session.payment_intent!)).toHaveLength(1);
  });

  it.each([
    ['for another amount', { amount_total: 1 }],
    ['in another currency', { currency: 'eur' }],
  ])('never pays a checkout order with its own page %s', async (_what, change) => {
    const { placed } = await place((await art(900)).id);
    const number = placed.order.number;
    const order = await orderRow(t.app.db, number);
    const before = (await dashboard()).payments.unmatched_refunded;

    const session = fake.pay(order.stripe_session_id!);
    Object.assign(session, change);
    await send('checkout.session.completed', session.id);

    expect((await orderRow(t.app.db, number)).status).toBe('pending_payment');
    expect(refundsOf(session.payment_intent!)).toHaveLength(1);
    expect((await dashboard()).payments.unmatched_refunded).toBe(before + 1);
  });

  it('pays the order when the session is its own, for its total and currency', async () => {
    const { placed } = await place((await art(700)).id);
    const number = placed.order.number;
    const order = await orderRow(t.app.db, number);
    const session = fake.pay(order.stripe_session_id!);
    expect(session).toMatchObject({ amount_total: order.total_cents, currency: order.currency });
    await send('checkout.session.completed', session.id);
    expect((await orderRow(t.app.db, number)).status).toBe('paid');
    expect(refundsOf(session.payment_intent!)).toHaveLength(0);
  });

  it('leaves alone a paid session that names none of the shop’s orders', async () => {
    const session = paidSession({ metadata: { order_id: '99999999' } });
    await send('checkout.session.completed', session.id);
    expect(refundsOf(session.payment_intent!)).toHaveLength(0);
  });
});
