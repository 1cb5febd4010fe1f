import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canMove, type OrderActor, type OrderStatus } from '@atelier/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  eventsOf,
  expectInvalidTransition,
  orderBody,
  orderRow,
  outbox,
  placeOrder,
} from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { transitionOrder } from './order-lifecycle.service';
import * as repo from './orders.repository';

const t = useTestApp();

/** A manual order pending payment, as its row. */
async function pendingOrder() {
  const work = await createArtwork(t.app.db, { price_cents: 10_000 });
  const res = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
  expect(res.statusCode, res.body).toBe(201);
  return orderRow(t.app.db, res.json().data.order.number);
}

/** Runs a move in its own transaction, the order locked as every caller does. */
const move = (id: number, to: OrderStatus, actor: OrderActor, note?: string) =>
  t.app.db.transaction(async (tx) =>
    transitionOrder(tx, (await repo.lockOrder(tx, id))!, to, { actor, note }),
  );

describe('transitionOrder', () => {
  it('moves the order, stamps the time of the move and writes its event, together', async () => {
    const order = await pendingOrder();
    const before = Date.now();
    const paid = await move(order.id, 'paid', 'stripe', 'Paid through Stripe (pi_1)');
    expect(paid.status).toBe('paid');
    expect(paid.paid_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(paid.updated_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(
      (await eventsOf(t.app.db, order.id)).map((e) => [
        e.from_status,
        e.to_status,
        e.actor,
        e.note,
      ]),
    ).toEqual([
      [null, 'pending_payment', 'buyer', 'Order placed for manual payment'],
      ['pending_payment', 'paid', 'stripe', 'Paid through Stripe (pi_1)'],
    ]);
  });

  it('refuses every move the table does not give that actor, changing nothing', async () => {
    const order = await pendingOrder();
    const refused: [OrderStatus, OrderActor][] = [
      ['paid', 'system'],
      ['shipped', 'admin:1'],
      ['refunded', 'admin:1'],
      ['expired', 'buyer'],
      ['delivered', 'stripe'],
    ];
    for (const [to, actor] of refused) {
      await expect(move(order.id, to, actor)).rejects.toMatchObject({
        statusCode: 409,
        code: 'invalid_transition',
      });
    }
    expect((await orderRow(t.app.db, order.number)).status).toBe('pending_payment');
    expect(await eventsOf(t.app.db, order.id)).toHaveLength(1);
  });

  it('refuses a move from a status the order has already left (a racing move), changing nothing', async () => {
    const order = await pendingOrder();
    await move(order.id, 'cancelled', 'admin:1');
    // A second actor still holding the pending row it read before the cancel.
    const stale = { ...order, status: 'pending_payment' as const };
    await expect(
      t.app.db.transaction((tx) => transitionOrder(tx, stale, 'paid', { actor: 'stripe' })),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'invalid_transition',
      message: 'The order changed meanwhile; reload it and try again',
    });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paid_at: null });
    expect((await eventsOf(t.app.db, order.id)).map((e) => e.to_status)).toEqual([
      'pending_payment',
      'cancelled',
    ]);
  });

  it('lets the database refuse a status outside the list, whatever the code tries', async () => {
    const order = await pendingOrder();
    const failure = await t.app.db
      .execute(sql`update orders set status = 'lost' where id = ${order.id}`)
      .catch((err: Error) => err);
    expect(String((failure as Error).cause)).toMatch(/orders_status_check/);
  });
});

describe('an illegal move through the API', () => {
  it('answers 409 in the usual envelope, naming the action and the status, and changes nothing', async () => {
    const order = await pendingOrder();
    const mailsBefore = (await outbox(t.app.db)).length;
    const res = await adminAction(t, order.id, 'ship', { carrier: 'UPS', tracking_number: '1Z' });
    expectInvalidTransition(
      res,
      'ship',
      'pending_payment',
      'Cannot ship an order that is pending payment',
    );
    expect((await orderRow(t.app.db, order.number)).status).toBe('pending_payment');
    expect(await eventsOf(t.app.db, order.id)).toHaveLength(1);
    expect(await outbox(t.app.db)).toHaveLength(mailsBefore);
  });

  it('refuses each of the artist’s actions exactly where the table does', async () => {
    const order = await pendingOrder();
    await adminAction(t, order.id, 'mark-paid');
    await adminAction(t, order.id, 'ship', { carrier: 'UPS', tracking_number: '1Z' });
    // Shipped: deliver and refund are the admin's moves; the others are refused.
    const attempts: [string, OrderStatus][] = [
      ['mark-paid', 'paid'],
      ['cancel', 'cancelled'],
      ['release', 'expired'],
    ];
    for (const [action, to] of attempts) {
      expect(canMove('shipped', to, 'admin')).toBe(false);
      const res = await adminAction(t, order.id, action, action === 'cancel' ? {} : undefined);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error.code).toBe('invalid_transition');
    }
    expect((await orderRow(t.app.db, order.number)).status).toBe('shipped');
  });
});

describe('the lifecycle has one home', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  const filesWith = (text: string) =>
    sources(src)
      .filter((file) => readFileSync(file, 'utf8').includes(text))
      .map((file) => path.relative(src, file))
      .sort();

  it('writes statuses and their events only in order-lifecycle.service.ts', () => {
    expect(filesWith('repo.updateStatus(')).toEqual(['modules/orders/order-lifecycle.service.ts']);
    expect(filesWith('repo.insertEvent(')).toEqual(['modules/orders/order-lifecycle.service.ts']);
    expect(filesWith('.update(orders)')).toEqual(['modules/orders/orders.repository.ts']);
    expect(filesWith('.insert(orderEvents)')).toEqual(['modules/orders/orders.repository.ts']);
  });
});
