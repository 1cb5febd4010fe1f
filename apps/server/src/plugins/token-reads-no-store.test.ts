import { describe, expect, it } from 'vitest';
import { offers } from '../db/schema/index';
import { createArtwork } from '../test/factories/catalogue';
import { orderBody, placeOrder } from '../test/factories/orders';
import { useTestApp } from '../test/test-app';

// An order's or an offer's answer carries the buyer's name and address: no browser, proxy or
// back/forward cache may keep a copy of it (`no-store`), unlike a preview holder's catalogue
// reads, which may be kept and revalidated.
const t = useTestApp();

const shipping_address = {
  line1: '1 Main St',
  city: 'Portland',
  region: 'ME',
  postal_code: '04101',
  country: 'US',
};

describe('reads opened by a secret link', () => {
  it('answer an order and an offer with Cache-Control: no-store', async () => {
    const work = await createArtwork(t.app.db, { price_cents: 90_000 });
    const placed = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
    expect(placed.statusCode).toBe(201);
    const token = placed.json().data.order.token as string;

    const order = await t.inject({ method: 'GET', url: `/api/v1/orders/${token}` });
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain('"name"');
    expect(order.headers['cache-control']).toBe('no-store');

    const offered = await createArtwork(t.app.db, { price_cents: 80_000, offers_enabled: true });
    const made = await t.inject({
      method: 'POST',
      url: '/api/v1/offers',
      payload: {
        artwork_id: offered.id,
        amount: 700,
        name: 'Ada',
        email: 'ada.offer@example.com',
        shipping_address,
      },
    });
    expect(made.statusCode).toBe(201);
    const [offer] = (await t.app.db.select().from(offers)).filter(
      (o) => o.artwork_id === offered.id,
    );
    const view = await t.inject({ method: 'GET', url: `/api/v1/offers/${offer!.token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
  });
});
