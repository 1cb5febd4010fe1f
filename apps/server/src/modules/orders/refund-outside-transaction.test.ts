import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { refundRequests } from '../../db/schema/index';
import { createPricedArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  eventsOf,
  orderBody,
  orderRow,
  placeOrder,
} from '../../test/factories/orders';
import { ON_POSTGRES } from '../../test/process-home';
import { useStripeApp } from '../payments/stripe.fixtures';
import { lockOrder } from './orders.repository';
import { requestArtistRefund, settleDueRefunds } from './refunds.service';

/**
 * Money never waits on a lock: while Stripe takes its time over a refund (its client waits up
 * to 20 s and retries twice), no transaction is open, so the rest of the site answers. On the
 * embedded database every query shares one connection: a refund inside a transaction stopped
 * the whole site.
 */
const { t, fake, art, place, send } = useStripeApp();

/** A card order its buyer has paid. */
async function paidOrder() {
  const { placed, sessionId } = await place((await art(1000)).id);
  fake.pay(sessionId);
  await send('checkout.session.completed', sessionId);
  return orderRow(t.app.db, placed.order.number);
}

const refundCalled = (orderId: number) =>
  fake.requests.some(
    (r) => r.path === '/v1/refunds' && r.idempotencyKey === `order-${orderId}-refund`,
  );

describe('a refund while Stripe hangs', () => {
  it('leaves the site answering, then refunds the order once Stripe does', async () => {
    const order = await paidOrder();
    const release = fake.hangNext(/^\/v1\/refunds$/);
    let answered = false;
    const refunding = adminAction(t, order.id, 'refund', { reason: 'Damaged in transit' }).then(
      (res) => {
        answered = true;
        return res;
      },
    );
    await expect.poll(() => refundCalled(order.id)).toBe(true);

    // Stripe has the request and has not answered: the site still reads and writes.
    const gallery = await t.inject({ method: 'GET', url: '/api/v1/artworks' });
    expect(gallery.statusCode).toBe(200);
    const seen = await t.admin('GET', `/api/v1/admin/orders/${order.id}`);
    expect(seen.json().data.status).toBe('paid');
    const other = await createPricedArtwork(t.app.db, 300);
    expect((await placeOrder(t, orderBody([{ artwork_id: other.id }]))).statusCode).toBe(201);
    if (ON_POSTGRES) {
      const open = await t.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    }
    expect(answered).toBe(false);

    release();
    const res = await refunding;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refund_reference: expect.stringMatching(/^re_/),
    });
  });
});

describe('a refund interrupted between asking and answering', () => {
  it('is settled by the sweep exactly once, however many instances sweep', async () => {
    const order = await paidOrder();
    const paid = await orderRow(t.app.db, order.number);
    // The process stopped right after recording the request: Stripe was never called.
    await t.app.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, paid.id))!;
      await requestArtistRefund(tx, locked, paid.payment_reference!, 'admin:1', 'Crate damaged');
    });
    expect((await orderRow(t.app.db, order.number)).status).toBe('paid');
    // Past the grace the request's maker had.
    await t.app.db
      .update(refundRequests)
      .set({ created_at: new Date(Date.now() - 5 * 60_000) })
      .where(sql`${refundRequests.order_id} = ${paid.id}`);

    const other = await buildApp(t.config, { database: t.database });
    await other.ready();
    try {
      await Promise.all([
        settleDueRefunds(t.app),
        settleDueRefunds(other),
        settleDueRefunds(t.app),
      ]);
    } finally {
      await other.close();
    }

    expect(await orderRow(t.app.db, order.number)).toMatchObject({ status: 'refunded' });
    const made = [...fake.refunds.values()].filter(
      (r) => r.payment_intent === paid.payment_reference,
    );
    expect(made).toHaveLength(1);
    const refundEvents = (await eventsOf(t.app.db, paid.id)).filter(
      (e) => e.to_status === 'refunded',
    );
    expect(refundEvents).toHaveLength(1);
    expect(refundEvents[0]).toMatchObject({ note: 'Crate damaged', actor: 'admin:1' });
    expect(await settleDueRefunds(t.app)).toBe(0);
  });
});
