import { describe, expect, it } from 'vitest';
import { adminAction, artworkRow, eventsOf, lapseHold, outbox } from '../../test/factories/orders';
import { expireLapsedOrders } from '../orders/orders.service';
import { useStripeApp } from './stripe.fixtures';

const { t, fake, art, place, webhook, send, status } = useStripeApp();

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
