import { PublicOrder } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/index';
import {
  artworkRow,
  eventsOf,
  lapseHold,
  orderBody,
  orderRow,
  outbox,
  placeOrder,
} from '../../test/factories/orders';
import { useOrders } from '../orders/orders.fixtures';

const { t, art, place } = useOrders();

describe('placing an order for manual payment', () => {
  it('answers 201 with the public order and the artist’s payment instructions, and holds the work', async () => {
    const a = await art(1800, { title: 'Fog Bank', thumbnail_url: '/uploads/fog-thumb.webp' });
    const before = Date.now();
    const { placed, id } = await place([{ artwork_id: a.id, framing_option: 'simple-black' }], {
      email: 'buyer@example.com',
      phone: '+1 207 555 0100',
      name: '  Ada Collector ',
    });

    expect(placed.payment).toEqual({
      provider: 'manual',
      instructions: expect.stringContaining('bank transfer'),
    });
    const order = placed.order;
    expect(order.number).toMatch(/^EM-\d{4,}$/);
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({
      status: 'pending_payment',
      status_label: 'Awaiting payment',
      email: 'buyer@example.com',
      name: 'Ada Collector',
      shipping_address: {
        line1: '12 Harbor Road',
        line2: null,
        city: 'Camden',
        region: 'ME',
        postal_code: '04843',
        country: 'US',
      },
      item_count: 1,
      subtotal: 2000,
      frames: 200,
      shipping: 75,
      tax: 110,
      tax_rate_percent: 5.5,
      total: 2185,
      payment_provider: 'manual',
      payment_instructions:
        placed.payment.provider === 'manual' ? placed.payment.instructions : null,
      paid_at: null,
      tracking_url: null,
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        artwork_id: a.id,
        title: 'Fog Bank',
        image_url: '/uploads/fog-thumb.webp',
        framing_option: 'simple-black',
        quantity: 1,
        unit_price: 1800,
        frame_surcharge: 200,
        line_total: 2000,
      },
    ]);
    // Paid by transfer: held for the setting's 3 days, to the end of the last one (decision 047).
    const hold = new Date(order.hold_expires_at!).getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
    expect(hold).toBeLessThan(Date.now() + 4 * 86_400_000);

    const events = await eventsOf(t.app.db, id);
    expect(events.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 'pending_payment', 'buyer'],
    ]);
    const [confirmation] = await outbox(t.app.db, 'order_confirmation');
    expect(confirmation).toMatchObject({
      to_address: 'buyer@example.com',
      subject: `Order ${order.number} received — how to pay`,
    });
    const [alert] = await outbox(t.app.db, 'order_alert');
    expect(alert).toMatchObject({
      to_address: t.config.artistEmail,
      subject: `New order ${order.number}: $2,185 (awaiting payment)`,
    });
    // The work stays "available" in the catalogue; the hold is the pending order.
    expect((await artworkRow(t.app.db, a.id)).availability).toBe('available');
  });

  it('numbers orders in sequence and never reuses a token', async () => {
    const [a, b] = [await art(100), await art(100)];
    const first = (await place([{ artwork_id: a.id }])).placed.order;
    const second = (await place([{ artwork_id: b.id }])).placed.order;
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses a quantity above stock clearly and accepts editions up to it', async () => {
    const edition = await art(250, { title: 'Print', stock: 3 });
    await place([{ artwork_id: edition.id, quantity: 2 }]);
    const res = await placeOrder(t, orderBody([{ artwork_id: edition.id, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'unavailable',
      message: 'Some works are no longer available: “Print” (only 1 left)',
      details: [
        { artwork_id: edition.id, title: 'Print', reason: 'insufficient_stock', available: 1 },
      ],
    });
    await place([{ artwork_id: edition.id, quantity: 1 }]);
    const none = await placeOrder(t, orderBody([{ artwork_id: edition.id }]));
    expect(none.json().error.details[0]).toMatchObject({ reason: 'reserved', available: 0 });
  });

  it('validates the buyer and the address per country, naming the field', async () => {
    const a = await art(100);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nope' }, 'email: Please enter a valid email address'],
      [{ name: ' ' }, 'name: Name is required'],
      [{ phone: 'call me' }, 'phone: Enter a valid phone number'],
      [
        {
          shipping_address: {
            line1: '1 A St',
            city: 'Camden',
            region: 'ME',
            postal_code: '4843',
            country: 'US',
          },
        },
        'shipping_address.postal_code: Enter a valid ZIP code, e.g. 04101 or 04101-1234',
      ],
      [
        {
          shipping_address: {
            line1: '1 A St',
            city: 'Camden',
            postal_code: '04843',
            country: 'US',
          },
        },
        'shipping_address.region: State is required',
      ],
      [
        {
          shipping_address: {
            line1: '1 A St',
            city: 'Toronto',
            region: 'ON',
            postal_code: '12345',
            country: 'CA',
          },
        },
        'shipping_address.postal_code: Enter a valid postal code, e.g. K1A 0B1',
      ],
      [
        {
          shipping_address: { line1: '1 A St', city: 'London', postal_code: 'nope', country: 'GB' },
        },
        'shipping_address.postal_code: Enter a valid postal code, e.g. SW1A 1AA',
      ],
      [
        { shipping_address: { line1: '', city: 'Berlin', postal_code: '10115', country: 'DE' } },
        'shipping_address.line1: Address is required',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await placeOrder(t, orderBody([{ artwork_id: a.id }], overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    // Countries without a simple format accept any postal code, or none.
    const ok = await place([{ artwork_id: a.id }], {
      shipping_address: { line1: '1 Queen’s Road', city: 'Hong Kong', country: 'HK' },
    });
    expect(ok.placed.order).toMatchObject({
      shipping: 250,
      tax: 0,
      shipping_address: { postal_code: null, region: null, country: 'HK' },
    });
  });

  it('signs the buyer up for the newsletter (double opt-in) when asked', async () => {
    const a = await art(100);
    await place([{ artwork_id: a.id }], {
      email: 'Keen@Example.com',
      name: 'Keen Buyer',
      newsletter_opt_in: true,
    });
    const [sub] = await t.app.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'keen@example.com'));
    expect(sub).toMatchObject({
      status: 'pending',
      source: 'checkout',
      first_name: 'Keen',
      last_name: 'Buyer',
    });
  });
});

describe('the success page', () => {
  it('shows the order by its public token only', async () => {
    const a = await art(500);
    const { placed, id } = await place([{ artwork_id: a.id }]);
    const res = await t.inject({ method: 'GET', url: `/api/v1/orders/${placed.order.token}` });
    expect(res.statusCode).toBe(200);
    expect(PublicOrder.parse(res.json().data)).toEqual(placed.order);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/orders/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/v1/orders/${id}` })).statusCode).toBe(400);
  });
});

describe('who may place orders', () => {
  it('caps orders per address so one visitor cannot hold the whole catalogue', async () => {
    const works = await Promise.all(Array.from({ length: 11 }, () => art(50)));
    const codes = [];
    for (const w of works) {
      const res = await placeOrder(t, orderBody([{ artwork_id: w.id }]), {}, '203.0.113.9');
      codes.push(res.statusCode);
      // Each order's hold ends at once, so the per-buyer hold limit (its own tests) stays out of the way.
      if (res.statusCode === 201)
        await lapseHold(t.app.db, (await orderRow(t.app.db, res.json().data.order.number)).id);
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('without Stripe', () => {
  it('answers 404 on the Stripe webhook', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
