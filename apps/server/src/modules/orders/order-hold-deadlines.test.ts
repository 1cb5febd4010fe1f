import { AdminOrder, holdDay, holdEndOfDay, holdUntilWords, PublicOrder } from '@atelier/core';
import { describe, expect, it } from 'vitest';
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
  setSettings,
  useOrdersTestApp,
} from '../../test/factories/orders';
import { remindEndingHolds } from './order-hold-deadlines.service';
import { expireLapsedOrders } from './orders.service';

/**
 * A bank-transfer order holds its works for days, to a day the buyer is told; the artist may
 * extend or release it, the buyer is reminded a day before, and the sweep ends it on that day
 * and not before (decision 047).
 */

const { t, admin } = useOrdersTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function place(title: string) {
  const work = await createArtwork(t.app.db, { title, price_cents: 40_000 });
  const res = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
  expect(res.statusCode, res.body).toBe(201);
  const order = PublicOrder.parse(res.json().data.order);
  return { work, order, row: await orderRow(t.app.db, order.number) };
}

const extend = (id: number, payload?: object) => adminAction(t, id, 'extend-hold', payload);
const detail = async (id: number) =>
  AdminOrder.parse((await t.admin('GET', `/api/v1/admin/orders/${id}`)).json().data);
const sentTo = async (kind: string, email: string) =>
  (await outbox(t.app.db, kind)).filter((m) => m.to_address === email);

describe('the hold of an order paid by transfer', () => {
  it('lasts the setting’s days to the end of the last, and the buyer is told that day', async () => {
    const before = Date.now();
    const { order, row } = await place('Salt Marsh');
    const until = row.hold_expires_at;
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(until.getTime()).toBeLessThan(Date.now() + 4 * DAY);
    expect(until.getTime()).toBe(holdEndOfDay(holdDay(until)).getTime());
    expect(order.hold_expires_at).toBe(until.toISOString());

    const [confirmation] = await sentTo('order_confirmation', row.email);
    expect(confirmation!.text_body).toContain(
      `We are holding this painting for you until ${holdUntilWords(until)}.`,
    );
    const [alert] = await sentTo('order_alert', t.config.artistEmail);
    expect(alert).toBeDefined();
  });

  it('follows the artist’s setting, which core’s schema bounds', async () => {
    const put = (value: unknown) =>
      t.admin('PUT', '/api/v1/admin/settings/manual_payment_hold_days', { value });
    expect((await put(0)).json().error.message).toBe(
      'manual_payment_hold_days: must be at least 1 day',
    );
    expect((await put(2.5)).json().error.message).toBe(
      'manual_payment_hold_days: must be whole days',
    );
    await setSettings(t, { manual_payment_hold_days: 7 });
    try {
      const { row } = await place('Long Tide');
      expect(row.hold_expires_at.getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000 + 7 * DAY);
      expect(row.hold_expires_at.getTime()).toBeLessThan(Date.now() + 8 * DAY);
    } finally {
      await setSettings(t, { manual_payment_hold_days: 3 });
    }
  });
});

describe('POST /admin/orders/:id/extend-hold', () => {
  it('moves the end by the setting’s days, records the move and tells the buyer the new day', async () => {
    const { row } = await place('Harbour Light');
    const shown = await detail(row.id);
    expect(shown.allowed_actions).toContain('extend');
    const expected = new Date(row.hold_expires_at.getTime() + 3 * DAY);
    expect(shown.extend_to).toBe(expected.toISOString());

    const res = await extend(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending_payment',
      hold_active: true,
      hold_expires_at: expected.toISOString(),
    });
    expect((await eventsOf(t.app.db, row.id)).at(-1)).toMatchObject({
      from_status: 'pending_payment',
      to_status: 'pending_payment',
      actor: admin.actor,
      note: `Hold extended until ${holdUntilWords(expected)}`,
    });
    const [told] = await sentTo('order_hold_extended', row.email);
    expect(told!.subject).toBe(
      `Order ${row.number}: held for you until ${holdUntilWords(expected)}`,
    );
    expect(told!.text_body).toContain(
      `We are holding this painting for you until ${holdUntilWords(expected)}.`,
    );
    const held = (await heldOrders(t)).json().data.find((h: { id: number }) => h.id === row.id);
    expect(held.hold_expires_at).toBe(expected.toISOString());
  });

  it('moves it to the end of a chosen day, and refuses a day that is not later, in words', async () => {
    const { row } = await place('Estuary Morning');
    const day = new Date(row.hold_expires_at.getTime() + 10 * DAY).toISOString().slice(0, 10);
    const res = await extend(row.id, { until_day: day });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hold_expires_at).toBe(holdEndOfDay(day).toISOString());

    const earlier = await extend(row.id, { until_day: holdDay(row.hold_expires_at) });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.message).toContain(
      `Choose a day after ${holdUntilWords(holdEndOfDay(day))}, when the hold ends now.`,
    );
    const missing = await extend(row.id, { until_day: '2026-02-30' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Choose a day that exists');
    expect((await extend(row.id, { until_day: 'soon' })).statusCode).toBe(400);
  });

  it('refuses a paid order by the lifecycle table, a lapsed hold, a missing order and no token', async () => {
    const paid = await place('Sold Shore');
    await adminAction(t, paid.row.id, 'mark-paid');
    expectInvalidTransition(
      await extend(paid.row.id),
      'extend',
      'paid',
      'Cannot extend the hold of an order that is paid',
    );

    const lapsed = await place('Late Light');
    await lapseHold(t.app.db, lapsed.row.id);
    expect((await detail(lapsed.row.id)).allowed_actions).not.toContain('extend');
    const res = await extend(lapsed.row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This hold has already ended: the works may be back on sale',
    );
    expect((await extend(999_999)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url: `/api/v1/admin/orders/${paid.row.id}/extend-hold` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the reminder and the end of the hold', () => {
  it('reminds the buyer once, a day before the end, across sweeps running at once', async () => {
    const { row } = await place('Quiet Cove');
    const until = row.hold_expires_at.getTime();
    const deps = { db: t.app.db, mailer: t.app.mailer, config: t.app.config };

    await remindEndingHolds(deps, new Date(until - DAY - HOUR));
    expect(await sentTo('order_hold_reminder', row.email)).toHaveLength(0);

    const due = new Date(until - DAY + HOUR);
    await Promise.all([remindEndingHolds(deps, due), remindEndingHolds(deps, due)]);
    await remindEndingHolds(deps, new Date(until - HOUR));
    const reminders = await sentTo('order_hold_reminder', row.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text_body).toContain(
      `We are holding this painting for you until ${holdUntilWords(row.hold_expires_at)}.`,
    );
    expect(reminders[0]!.text_body).toContain('Here is how to pay, once more:');
  });

  it('is swept at its end and not before: the work goes back on sale then', async () => {
    const { work, row } = await place('Low Water');
    const until = row.hold_expires_at.getTime();
    const items = { lines: [{ artwork_id: work.id }], destination: { country: 'US' } };

    await expireLapsedOrders(t.app.db, new Date(until - 60_000));
    expect((await orderRow(t.app.db, row.number)).status).toBe('pending_payment');
    expect((await quote(t, items)).statusCode).toBe(409);

    await expireLapsedOrders(t.app.db, new Date(until));
    expect((await orderRow(t.app.db, row.number)).status).toBe('expired');
    expect((await quote(t, items)).statusCode).toBe(200);
  });
});
