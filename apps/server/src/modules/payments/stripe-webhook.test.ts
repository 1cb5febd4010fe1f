import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { processedStripeEvents } from '../../db/schema/index';
import { artworkRow, eventsOf, outbox, quote } from '../../test/factories/orders';
import { SECRET, useStripeApp } from './stripe.fixtures';

const { t, fake, art, place, webhook, send, status } = useStripeApp();

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
