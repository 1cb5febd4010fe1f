import { HeldOrder } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  eventsOf,
  expectInvalidTransition,
  heldOrders,
  lapseHold,
  orderBody,
  orderRow,
  outbox,
  placeOrder,
  quote,
  useOrdersTestApp,
} from '../../test/factories/orders';

/** The artist sees which works are held, by which pending order and until when, and can release them. */

const { t, admin } = useOrdersTestApp();

async function place(titles: string[], email: string) {
  const works = await Promise.all(
    titles.map((title) => createArtwork(t.app.db, { title, price_cents: 30_000 })),
  );
  const res = await placeOrder(
    t,
    orderBody(
      works.map((w) => ({ artwork_id: w.id })),
      { email, name: `Buyer ${email}` },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { works, row: await orderRow(t.app.db, res.json().data.order.number) };
}

const listed = async () => {
  const res = await heldOrders(t);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((o: unknown) => HeldOrder.parse(o));
};

describe('GET /admin/orders/holds', () => {
  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/orders/holds' })).statusCode).toBe(
      401,
    );
  });

  it('lists every live hold with its works, order, buyer and end, the soonest to end first', async () => {
    const later = await place(['Dune', 'Estuary'], 'later@example.com');
    const sooner = await place(['Fjord'], 'sooner@example.com');
    // The second order's hold ends first.
    await t.app.db
      .update(orders)
      .set({ hold_expires_at: new Date(Date.now() + 5 * 60_000) })
      .where(eq(orders.id, sooner.row.id));
    const lapsed = await place(['Gone'], 'lapsed@example.com');
    await lapseHold(t.app.db, lapsed.row.id);
    const paid = await place(['Bought'], 'paid@example.com');
    await adminAction(t, paid.row.id, 'mark-paid');

    const holds = await listed();
    expect(holds.map((h: HeldOrder) => h.number)).toEqual([sooner.row.number, later.row.number]);
    expect(holds[1]).toEqual({
      id: later.row.id,
      number: later.row.number,
      name: 'Buyer later@example.com',
      email: 'later@example.com',
      payment_provider: 'manual',
      kind: 'checkout',
      created_at: later.row.created_at.toISOString(),
      hold_expires_at: later.row.hold_expires_at.toISOString(),
      extend_to: expect.any(String),
      works: [
        { artwork_id: later.works[0]!.id, title: 'Dune', quantity: 1 },
        { artwork_id: later.works[1]!.id, title: 'Estuary', quantity: 1 },
      ],
    });
  });
});

describe('POST /admin/orders/:id/release', () => {
  it('ends the hold at once: the works go back on sale, the order expires with its event, nobody is emailed', async () => {
    const { works, row } = await place(['Heron', 'Ibis'], 'held@example.com');
    const destination = { country: 'US', region: 'ME' };
    const items = works.map((w) => ({ artwork_id: w.id }));
    expect((await quote(t, { lines: items, destination })).statusCode).toBe(409);
    const emails = (await outbox(t.app.db)).length;

    const res = await adminAction(t, row.id, 'release');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'expired',
      hold_active: false,
      hold_expires_at: null,
      allowed_actions: ['mark_paid'],
    });
    expect((await eventsOf(t.app.db, row.id)).at(-1)).toMatchObject({
      from_status: 'pending_payment',
      to_status: 'expired',
      actor: admin.actor,
      note: 'Hold released by the artist; works back on sale',
    });
    expect((await quote(t, { lines: items, destination })).statusCode).toBe(200);
    expect((await listed()).map((h: HeldOrder) => h.id)).not.toContain(row.id);
    expect(await outbox(t.app.db)).toHaveLength(emails);
    // Another buyer can have them now.
    expect((await placeOrder(t, orderBody(items, { email: 'next@example.com' }))).statusCode).toBe(
      201,
    );
  });

  it('refuses an order that holds nothing, in the usual 409 envelope, and needs a token', async () => {
    const { row } = await place(['Jetty'], 'paid-too@example.com');
    await adminAction(t, row.id, 'mark-paid');
    const res = await adminAction(t, row.id, 'release');
    expectInvalidTransition(res, 'release', 'paid', 'Cannot release an order that is paid');
    expect((await adminAction(t, 999_999, 'release')).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url: `/api/v1/admin/orders/${row.id}/release` }))
        .statusCode,
    ).toBe(401);
  });
});
