import { describe, expect, it } from 'vitest';
import { adminAction } from '../../test/factories/orders';
import { useOrders } from './orders.fixtures';

const { t, art, place, detail } = useOrders();

describe('admin orders list and detail', () => {
  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/orders' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/orders/1' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/admin/orders/1/ship', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('lists newest first with a status filter, search by number, email or name, and pagination', async () => {
    const a = await art(100);
    const b = await art(100);
    // An older order, so the list is longer than its first page (its own file has no others).
    await place([{ artwork_id: (await art(100)).id }], { email: 'older@example.org' });
    const zed = await place([{ artwork_id: a.id }], {
      email: 'zed@example.org',
      name: 'Zed Quill',
    });
    const yan = await place([{ artwork_id: b.id }], {
      email: 'yan@example.org',
      name: 'Yan Ostrova',
    });
    await adminAction(t, yan.id, 'mark-paid');

    const list = async (query: string) =>
      (await t.admin('GET', `/api/v1/admin/orders?${query}`)).json();
    const newest = await list('limit=2');
    expect(newest.data.map((o: { id: number }) => o.id)).toEqual([yan.id, zed.id]);
    expect(newest.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(newest.pagination.total).toBeGreaterThan(2);
    expect(newest.data[1]).toMatchObject({
      number: zed.placed.order.number,
      status: 'pending_payment',
      email: 'zed@example.org',
      name: 'Zed Quill',
      item_count: 1,
      total: 100 + 75 + 6,
      payment_provider: 'manual',
      hold_active: true,
    });

    expect((await list('search=ostrova')).data.map((o: { id: number }) => o.id)).toEqual([yan.id]);
    expect((await list('search=ZED@EXAMPLE')).data.map((o: { id: number }) => o.id)).toEqual([
      zed.id,
    ]);
    expect(
      (await list(`search=${zed.placed.order.number}`)).data.map((o: { id: number }) => o.id),
    ).toEqual([zed.id]);
    const paid = await list('status=paid');
    expect(paid.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(paid.data.map((o: { id: number }) => o.id)).toContain(yan.id);
    expect((await t.admin('GET', '/api/v1/admin/orders?status=lost')).statusCode).toBe(400);
    const page2 = await list('limit=1&page=2');
    expect(page2.data.map((o: { id: number }) => o.id)).toEqual([zed.id]);
  });

  it('gives the detail screen (and packing slip) everything', async () => {
    const a = await art(1000, { title: 'Slip' });
    const { id, placed } = await place([{ artwork_id: a.id, framing_option: 'museum-quality' }], {
      phone: '207-555-0100',
      newsletter_opt_in: false,
    });
    const order = await detail(id);
    expect(order).toMatchObject({
      id,
      number: placed.order.number,
      token: placed.order.token,
      phone: '207-555-0100',
      newsletter_opt_in: false,
      hold_active: true,
      payment_provider: 'manual',
      payment_reference: null,
      stripe_session_id: null,
      // A live hold paid by transfer may be extended (decision 047).
      allowed_actions: ['mark_paid', 'extend', 'cancel', 'release'],
      shipping_address: placed.order.shipping_address,
      lines: [
        { title: 'Slip', framing_option: 'museum-quality', frame_surcharge: 500, line_total: 1500 },
      ],
    });
    expect(order.events).toHaveLength(1);
    expect((await t.admin('GET', '/api/v1/admin/orders/999999')).statusCode).toBe(404);
  });
});
