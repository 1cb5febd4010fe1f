import { Quote } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { MAINE, quote, setSettings } from '../../test/factories/orders';
import { maine, useCheckoutApp } from './checkout.fixtures';

const { t, art } = useCheckoutApp();

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
