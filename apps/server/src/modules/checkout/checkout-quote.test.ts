import { Quote } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import {
  createCollection,
  createPricedArtwork,
  type createArtwork,
  previewGrantHeaders,
} from '../../test/factories/catalogue';
import { MAINE, placeOrder, orderBody, quote, setSettings } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { orderPrefix } from '../orders/priced-order.service';

const t = useTestApp();

const maine = { country: 'US', region: 'ME', postal_code: '04843' };
const art = (dollars: number, values: Parameters<typeof createArtwork>[1] = {}) =>
  createPricedArtwork(t.app.db, dollars, values);

describe('GET /checkout/options', () => {
  it('tells the checkout page how payment works and what it may offer', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/checkout/options' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orders_enabled: true,
      payment_provider: 'manual',
      hold_minutes: 30,
      domestic_country: 'US',
      framing_enabled: true,
    });
    expect(data.countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(data.countries.length).toBe(249);
  });
});

describe('POST /checkout/quote', () => {
  it('prices lines from the database with frame surcharges, shipping per work and Maine tax', async () => {
    const a = await art(1200, { title: 'Harbour Light', thumbnail_url: '/uploads/a-thumb.webp' });
    const b = await art(300, { stock: 5 });
    const res = await quote(t, {
      lines: [
        { artwork_id: a.id, quantity: 1, framing_option: 'museum-quality' },
        { artwork_id: b.id, quantity: 2, framing_option: 'simple-black' },
      ],
      destination: maine,
    });
    expect(res.statusCode).toBe(200);
    const q = Quote.parse(res.json().data);
    expect(q.lines).toEqual([
      {
        artwork_id: a.id,
        title: 'Harbour Light',
        image_url: '/uploads/a-thumb.webp',
        quantity: 1,
        framing_option: 'museum-quality',
        unit_price: 1200,
        frame_surcharge: 500,
        line_total: 1700,
      },
      {
        artwork_id: b.id,
        title: b.title,
        image_url: null,
        quantity: 2,
        framing_option: 'simple-black',
        unit_price: 300,
        frame_surcharge: 200,
        line_total: 1000,
      },
    ]);
    // 5.5 % of $2,700 is $148.50: rounded half up to $149.
    expect(q).toMatchObject({
      item_count: 3,
      subtotal: 2700,
      frames: 900,
      shipping: 225,
      shipping_zone: 'domestic',
      free_shipping: false,
      free_shipping_threshold: 5000,
      tax: 149,
      taxable: true,
      tax_rate_percent: 5.5,
      total: 3074,
      currency: 'usd',
    });
  });

  it('never uses a price sent by the browser', async () => {
    const a = await art(900);
    const res = await quote(t, {
      lines: [{ artwork_id: a.id, price: 1, unit_price: 1 }],
      destination: maine,
    });
    expect(res.json().data).toMatchObject({ subtotal: 900, total: 900 + 75 + 50 });
  });

  it('charges the international rate abroad, without tax, and ships free from the threshold', async () => {
    const a = await art(2000);
    const abroad = await quote(t, {
      lines: [{ artwork_id: a.id }],
      destination: { country: 'fr' },
    });
    expect(abroad.json().data).toMatchObject({
      shipping: 250,
      shipping_zone: 'international',
      tax: 0,
      taxable: false,
      tax_rate_percent: 0,
      total: 2250,
    });
    const big = await art(5000);
    const free = await quote(t, {
      lines: [{ artwork_id: big.id }],
      destination: { country: 'US', region: 'NY' },
    });
    expect(free.json().data).toMatchObject({
      shipping: 0,
      free_shipping: true,
      tax: 0,
      total: 5000,
    });
  });

  it('follows the settings: frame costs, rates, threshold, tax rate and regions', async () => {
    const a = await art(1000);
    await setSettings(t, {
      frame_cost_simple_white: 350,
      shipping_domestic_per_work: 90,
      free_shipping_threshold: 0,
      tax_rate_percent: 8.875,
      tax_regions: 'US-NY, us:me',
    });
    try {
      const res = await quote(t, {
        lines: [{ artwork_id: a.id, framing_option: 'simple-white' }],
        destination: { country: 'US', region: 'ny' },
      });
      // 8.875 % of $1,350 = $119.81 -> $120
      expect(res.json().data).toMatchObject({
        subtotal: 1350,
        frames: 350,
        shipping: 90,
        free_shipping_threshold: null,
        tax: 120,
        tax_rate_percent: 8.875,
        total: 1560,
      });
    } finally {
      await setSettings(t, {
        frame_cost_simple_white: 200,
        shipping_domestic_per_work: 75,
        free_shipping_threshold: 5000,
        tax_rate_percent: 5.5,
        tax_regions: 'US-ME',
      });
    }
  });

  it('refuses malformed carts and destinations with the field named', async () => {
    const a = await art(100);
    const cases: [unknown, string][] = [
      [{ lines: [], destination: maine }, 'lines: Your cart is empty'],
      [
        { lines: [{ artwork_id: a.id }, { artwork_id: a.id }], destination: maine },
        'lines: Each artwork may appear only once',
      ],
      [
        { lines: [{ artwork_id: a.id, quantity: 0 }], destination: maine },
        'lines.0.quantity: Quantity must be at least 1',
      ],
      [
        { lines: [{ artwork_id: a.id, framing_option: 'gold' }], destination: maine },
        'lines.0.framing_option: ',
      ],
      [
        { lines: [{ artwork_id: a.id }], destination: { country: 'XX' } },
        'destination.country: Country must be a two-letter ISO country code',
      ],
      [
        { lines: [{ artwork_id: a.id }], destination: { country: 'US', region: 'Maine' } },
        'destination.region: Choose a US state',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await quote(t, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('answers 409 naming each work that cannot be ordered, with the reason', async () => {
    const sold = await art(100, { title: 'Gone', availability: 'sold' });
    const nfs = await art(100, { title: 'Keeper', availability: 'not_for_sale' });
    const unpriced = await art(100, { title: 'Unpriced', price_cents: null });
    const hidden = await art(100, { title: 'Secret', is_public: false });
    const edition = await art(100, { title: 'Edition', stock: 2 });
    const res = await quote(t, {
      lines: [
        { artwork_id: sold.id },
        { artwork_id: nfs.id },
        { artwork_id: unpriced.id },
        { artwork_id: hidden.id },
        { artwork_id: edition.id, quantity: 3 },
        { artwork_id: 999_999 },
      ],
      destination: maine,
    });
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(
      `Some works are no longer available: “Gone” (sold), “Keeper” (no longer for sale), “Unpriced” (no longer for sale), artwork #${hidden.id} (no longer for sale), “Edition” (only 2 left), artwork #999999 (no longer for sale)`,
    );
    expect(error.details).toEqual([
      { artwork_id: sold.id, title: 'Gone', reason: 'sold', available: 0 },
      { artwork_id: nfs.id, title: 'Keeper', reason: 'unavailable', available: 0 },
      { artwork_id: unpriced.id, title: 'Unpriced', reason: 'unavailable', available: 0 },
      { artwork_id: hidden.id, title: null, reason: 'unavailable', available: 0 },
      { artwork_id: edition.id, title: 'Edition', reason: 'insufficient_stock', available: 2 },
      { artwork_id: 999_999, title: null, reason: 'unavailable', available: 0 },
    ]);
  });

  it('tells a second buyer a work is reserved while another order holds it', async () => {
    const a = await art(700, { title: 'Held' });
    expect((await placeOrder(t, orderBody([{ artwork_id: a.id }]))).statusCode).toBe(201);
    const res = await quote(t, { lines: [{ artwork_id: a.id }], destination: maine });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([
      { artwork_id: a.id, title: 'Held', reason: 'reserved', available: 0 },
    ]);
  });

  it('sells preview-collection works only to holders of a preview grant', async () => {
    const preview = await createCollection(t.app.db, { name: 'Preview' });
    const a = await art(400, { collectionIds: [preview.id] });
    const locked = await quote(t, { lines: [{ artwork_id: a.id }], destination: maine });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.details[0]).toMatchObject({ title: null, reason: 'unavailable' });
    const granted = await quote(
      t,
      { lines: [{ artwork_id: a.id }], destination: maine },
      await previewGrantHeaders(t),
    );
    expect(granted.statusCode).toBe(200);
    const placed = await placeOrder(t, orderBody([{ artwork_id: a.id }]));
    expect(placed.statusCode).toBe(409);
  });

  it('refuses framing while framing is switched off, and everything while orders are paused', async () => {
    const a = await art(100);
    await setSettings(t, { framing_enabled: false });
    const framed = await quote(t, {
      lines: [{ artwork_id: a.id, framing_option: 'simple-black' }],
      destination: maine,
    });
    expect(framed.statusCode).toBe(400);
    expect(framed.json().error.message).toBe(
      'lines.0.framing_option: Framing is not offered at the moment; choose unframed',
    );
    await setSettings(t, { framing_enabled: true, orders_enabled: false });
    const paused = await quote(t, { lines: [{ artwork_id: a.id }], destination: maine });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().error.code).toBe('orders_disabled');
    expect((await placeOrder(t, orderBody([{ artwork_id: a.id }]))).statusCode).toBe(403);
    await setSettings(t, { orders_enabled: true });
  });

  it('validates the shop settings the admin types', async () => {
    const put = (key: string, value: unknown) =>
      t.admin('PUT', `/api/v1/admin/settings/${key}`, { value });
    expect((await put('tax_regions', 'Maine')).json().error.message).toMatch(
      /^tax_regions: must list ISO 3166-2 regions/,
    );
    expect((await put('shipping_domestic_country', 'USA')).json().error.message).toBe(
      'shipping_domestic_country: must be a two-letter ISO country code, e.g. US',
    );
    expect((await put('tax_rate_percent', 5.5555)).json().error.message).toBe(
      'tax_rate_percent: must have at most 3 decimals',
    );
    expect((await put('checkout_hold_minutes', 2)).statusCode).toBe(400);
    expect((await put('free_shipping_threshold', 12.5)).json().error.message).toBe(
      'free_shipping_threshold: must be whole dollars',
    );
    const ok = await put('shipping_domestic_country', 'ca');
    expect(ok.json().data).toMatchObject({
      key: 'shipping_domestic_country',
      value: 'CA',
      category: 'shop',
    });
    await put('shipping_domestic_country', 'US');
    const shop = await t.admin('GET', '/api/v1/admin/settings?category=shop');
    expect(shop.json().data.map((r: { key: string }) => r.key)).toEqual([
      'checkout_hold_minutes',
      'checkout_max_held_works',
      'free_shipping_threshold',
      'offer_minimum_percent',
      'offers_enabled',
      'orders_enabled',
      'payment_instructions',
      'reservation_days',
      'shipping_domestic_country',
      'shipping_domestic_per_work',
      'shipping_international_per_work',
      'tax_rate_percent',
      'tax_regions',
    ]);
    // The instructions are for buyers who ordered, not for every visitor.
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/settings/payment_instructions' })).statusCode,
    ).toBe(404);
  });

  it('prefixes order numbers with the initials of the site name', () => {
    expect(orderPrefix('Elena Marsh')).toBe('EM');
    expect(orderPrefix('Studio Émile Zola Works')).toBe('SEZ');
    expect(orderPrefix('  ')).toBe('OR');
  });

  it('keeps the address a quote does not need optional', async () => {
    const a = await art(100);
    const res = await quote(t, {
      lines: [{ artwork_id: a.id }],
      destination: { country: MAINE.country },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.taxable).toBe(false);
  });
});
