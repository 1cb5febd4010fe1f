import { AdminOrder } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index';
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
} from '../../test/factories/orders';
import { expireLapsedOrders } from './orders.service';
import { maine, useOrders } from './orders.fixtures';

const { t, admin, art, place, detail } = useOrders();

describe('holds expire at query time', () => {
  it('frees the work for the next buyer as soon as the hold lapses, with no sweep', async () => {
    const a = await art(900, { title: 'Tide' });
    const first = await place([{ artwork_id: a.id }]);
    expect((await placeOrder(t, orderBody([{ artwork_id: a.id }]))).statusCode).toBe(409);
    await lapseHold(t.app.db, first.id);
    const second = await place([{ artwork_id: a.id }]);
    expect(second.placed.order.status).toBe('pending_payment');
    expect((await orderRow(t.app.db, first.placed.order.number)).status).toBe('pending_payment');

    // The sweep only tidies up: the lapsed order becomes expired, with its event.
    expect(await expireLapsedOrders(t.app.db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.app.db, first.placed.order.number)).status).toBe('expired');
    expect((await eventsOf(t.app.db, first.id)).at(-1)).toMatchObject({
      from_status: 'pending_payment',
      to_status: 'expired',
      actor: 'system',
    });
    expect((await orderRow(t.app.db, second.placed.order.number)).status).toBe('pending_payment');

    // A late transfer for the expired order cannot take the work now held by someone else.
    const late = await adminAction(t, first.id, 'mark-paid');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'unavailable',
      details: [{ artwork_id: a.id, reason: 'reserved' }],
    });
  });

  it('lets the artist accept a late payment for an expired order whose work is still free', async () => {
    const a = await art(300);
    const { id } = await place([{ artwork_id: a.id }]);
    await lapseHold(t.app.db, id);
    await expireLapsedOrders(t.app.db);
    const res = await adminAction(t, id, 'mark-paid');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('paid');
    expect((await artworkRow(t.app.db, a.id)).availability).toBe('sold');
  });
});

describe('status transitions and their effects', () => {
  it('pending → paid → shipped → delivered, each with its event, actor, effects and email', async () => {
    const a = await art(2400, { title: 'Salt Marsh' });
    const { placed, id } = await place([{ artwork_id: a.id }], { email: 'buyer@example.com' });

    const paid = await adminAction(t, id, 'mark-paid');
    expect(paid.statusCode).toBe(200);
    const paidOrder = AdminOrder.parse(paid.json().data);
    expect(paidOrder).toMatchObject({
      status: 'paid',
      payment_instructions: null,
      hold_expires_at: null,
      allowed_actions: ['ship', 'deliver', 'cancel', 'refund'],
    });
    expect(paidOrder.paid_at).not.toBeNull();
    expect(await artworkRow(t.app.db, a.id)).toMatchObject({ stock: 0, availability: 'sold' });
    const visitorView = await t.inject({ method: 'GET', url: `/api/v1/artworks/${a.id}` });
    expect(visitorView.json().data.availability).toBe('sold');
    expect((await outbox(t.app.db, 'order_paid')).at(-1)).toMatchObject({
      to_address: 'buyer@example.com',
      subject: `Payment received for order ${placed.order.number}`,
    });

    const missing = await adminAction(t, id, 'ship', { carrier: 'USPS' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('tracking_number: Tracking number is required');

    const shipped = await adminAction(t, id, 'ship', {
      carrier: 'USPS',
      tracking_number: '9400 1000 0000 0000 0000 00',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      tracking_number: '9400 1000 0000 0000 0000 00',
      tracking_url:
        'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000',
    });
    expect((await outbox(t.app.db, 'order_shipped')).at(-1)).toMatchObject({
      subject: `Your order ${placed.order.number} has shipped`,
    });

    const delivered = await adminAction(t, id, 'deliver');
    expect(delivered.json().data).toMatchObject({
      status: 'delivered',
      allowed_actions: ['refund'],
    });

    const events = (await detail(id)).events;
    expect(events.map((e) => [e.from_status, e.to_status, e.actor, e.note])).toEqual([
      [null, 'pending_payment', 'buyer', 'Order placed for manual payment'],
      ['pending_payment', 'paid', admin.actor, 'Payment received'],
      ['paid', 'shipped', admin.actor, 'USPS 9400 1000 0000 0000 0000 00'],
      ['shipped', 'delivered', admin.actor, null],
    ]);
    // The public page follows.
    const page = await t.inject({ method: 'GET', url: `/api/v1/orders/${placed.order.token}` });
    expect(page.json().data).toMatchObject({
      status: 'delivered',
      status_label: 'Delivered',
      carrier: 'USPS',
    });
  });

  it('refuses transitions the status does not allow with 409', async () => {
    const a = await art(100);
    const { id } = await place([{ artwork_id: a.id }]);
    const expectations: [string, object | undefined, string][] = [
      [
        'ship',
        { carrier: 'UPS', tracking_number: '1Z' },
        'Cannot ship an order that is pending payment',
      ],
      ['deliver', undefined, 'Cannot deliver an order that is pending payment'],
      ['refund', {}, 'Cannot refund an order that is pending payment'],
    ];
    for (const [action, body, message] of expectations) {
      const res = await adminAction(t, id, action, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'invalid_transition', message });
    }
    await adminAction(t, id, 'cancel', {});
    for (const [action, message] of [
      ['mark-paid', 'Cannot mark paid an order that is cancelled'],
      ['cancel', 'Cannot cancel an order that is cancelled'],
    ]) {
      const res = await adminAction(t, id, action!, action === 'cancel' ? {} : undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    expect((await adminAction(t, 999_999, 'deliver')).statusCode).toBe(404);
  });

  it('cancelling a pending order releases its works at once and tells the buyer', async () => {
    const a = await art(650, { title: 'Released' });
    const { id, placed } = await place([{ artwork_id: a.id }]);
    const res = await adminAction(t, id, 'cancel', { reason: 'The buyer asked to cancel.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      hold_active: false,
      allowed_actions: [],
    });
    expect((await quote(t, { lines: [{ artwork_id: a.id }], destination: maine })).statusCode).toBe(
      200,
    );
    expect((await eventsOf(t.app.db, id)).at(-1)).toMatchObject({
      to_status: 'cancelled',
      actor: admin.actor,
      note: 'The buyer asked to cancel.',
    });
    expect((await outbox(t.app.db, 'order_cancelled')).at(-1)).toMatchObject({
      subject: `Order ${placed.order.number} cancelled`,
    });
  });

  it('cancelling a paid order puts the work back on sale (the artist’s call)', async () => {
    const a = await art(650);
    const { id } = await place([{ artwork_id: a.id }]);
    await adminAction(t, id, 'mark-paid');
    expect((await artworkRow(t.app.db, a.id)).availability).toBe('sold');
    expect((await adminAction(t, id, 'cancel')).json().data.status).toBe('cancelled');
    expect(await artworkRow(t.app.db, a.id)).toMatchObject({ stock: 1, availability: 'available' });
  });

  it('refunding a manual payment records it; before shipping the work goes back on sale, after it does not', async () => {
    const a = await art(400);
    const b = await art(400);
    const first = await place([{ artwork_id: a.id }]);
    await adminAction(t, first.id, 'mark-paid');
    const refunded = await adminAction(t, first.id, 'refund', { reason: 'Damaged in the studio.' });
    expect(refunded.json().data).toMatchObject({ status: 'refunded', refund_reference: null });
    expect(await artworkRow(t.app.db, a.id)).toMatchObject({ stock: 1, availability: 'available' });
    expect((await outbox(t.app.db, 'order_refund')).at(-1)).toMatchObject({
      subject: `Refund for order ${first.placed.order.number}`,
    });

    const second = await place([{ artwork_id: b.id }]);
    await adminAction(t, second.id, 'mark-paid');
    await adminAction(t, second.id, 'ship', { carrier: 'FedEx', tracking_number: '7712' });
    expect((await adminAction(t, second.id, 'refund')).json().data.status).toBe('refunded');
    expect(await artworkRow(t.app.db, b.id)).toMatchObject({ stock: 0, availability: 'sold' });
    expect((await eventsOf(t.app.db, second.id)).at(-1)).toMatchObject({
      from_status: 'shipped',
      to_status: 'refunded',
      note: 'Refunded outside the site',
    });
  });

  it('sells an edition unit by unit and marks it sold with the last one', async () => {
    const edition = await art(150, { stock: 2 });
    const first = await place([{ artwork_id: edition.id }]);
    await adminAction(t, first.id, 'mark-paid');
    expect(await artworkRow(t.app.db, edition.id)).toMatchObject({
      stock: 1,
      availability: 'available',
    });
    const second = await place([{ artwork_id: edition.id }]);
    await adminAction(t, second.id, 'mark-paid');
    expect(await artworkRow(t.app.db, edition.id)).toMatchObject({
      stock: 0,
      availability: 'sold',
    });
  });

  it('keeps the line snapshot when the artwork is edited or deleted', async () => {
    const a = await art(800, { title: 'Original title' });
    const { id } = await place([{ artwork_id: a.id }]);
    await t.admin('PUT', `/api/v1/artworks/${a.id}`, { title: 'New title', price: 9999 });
    expect((await detail(id)).lines[0]).toMatchObject({
      title: 'Original title',
      unit_price: 800,
      artwork_id: a.id,
    });
    await adminAction(t, id, 'cancel');
    expect((await t.admin('DELETE', `/api/v1/artworks/${a.id}`)).statusCode).toBe(204);
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.order_id, id));
    expect(line).toMatchObject({ artwork_id: null, title: 'Original title' });
    expect((await detail(id)).lines[0]).toMatchObject({
      artwork_id: null,
      title: 'Original title',
    });
  });
});
