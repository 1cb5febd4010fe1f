import { describe, expect, it } from 'vitest';
import { placeOrder, orderBody, quote, setSettings } from '../../test/factories/orders';
import { orderPrefix } from '../orders/priced-order.service';
import { maine, useCheckoutApp } from './checkout.fixtures';

const { t, art } = useCheckoutApp();

describe('POST /checkout/quote', () => {
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
      'manual_payment_hold_days',
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
});
