import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_COSTS } from '../constants';
import { computeQuote, isTaxable, parseTaxRegions, taxOn, type ShopPricing } from './pricing';

const pricing: ShopPricing = {
  frameCosts: DEFAULT_FRAME_COSTS,
  domesticCountry: 'US',
  domesticPerWork: 75,
  internationalPerWork: 250,
  freeShippingThreshold: 5000,
  taxRatePercent: 5.5,
  taxRegions: 'US-ME',
};
const maine = { country: 'US', region: 'ME' };
const line = (artwork_id: number, dollars: number, framing_option = 'unframed', quantity = 1) => ({
  artwork_id,
  quantity,
  framing_option,
  unit_price_cents: dollars * 100,
});

describe('computeQuote', () => {
  it('adds frame surcharges per unit, domestic shipping per work and tax on works and frames', () => {
    const q = computeQuote(
      [line(1, 1200, 'museum-quality'), line(2, 300, 'simple-black', 2)],
      maine,
      pricing,
    );
    expect(q.lines.map((l) => [l.frame_surcharge_cents, l.line_total_cents])).toEqual([
      [50_000, 170_000],
      [20_000, 100_000],
    ]);
    expect(q).toMatchObject({
      item_count: 3,
      subtotal_cents: 270_000,
      frames_cents: 90_000,
      shipping_zone: 'domestic',
      free_shipping: false,
      shipping_cents: 3 * 7_500,
      taxable: true,
      tax_rate_percent: 5.5,
      // 5.5 % of $2,700 = $148.50 -> $149 (half up, whole dollars)
      tax_cents: 14_900,
      total_cents: 270_000 + 22_500 + 14_900,
    });
  });

  it('charges the international rate outside the domestic country and no tax there', () => {
    const q = computeQuote([line(1, 800)], { country: 'fr', region: null }, pricing);
    expect(q).toMatchObject({
      shipping_zone: 'international',
      shipping_cents: 25_000,
      taxable: false,
      tax_rate_percent: 0,
      tax_cents: 0,
      total_cents: 105_000,
    });
  });

  it('ships free from the threshold on (works and frames count), never when the threshold is 0', () => {
    expect(computeQuote([line(1, 4800, 'simple-white')], maine, pricing)).toMatchObject({
      free_shipping: true,
      shipping_cents: 0,
    });
    expect(computeQuote([line(1, 4999)], maine, pricing)).toMatchObject({
      free_shipping: false,
      shipping_cents: 7_500,
    });
    expect(
      computeQuote([line(1, 9000)], maine, { ...pricing, freeShippingThreshold: 0 }),
    ).toMatchObject({ free_shipping: false, shipping_cents: 7_500 });
  });

  it('uses the frame costs it is given and charges nothing for unknown framing', () => {
    const q = computeQuote([line(1, 100, 'museum-quality'), line(2, 100, 'gold-leaf')], maine, {
      ...pricing,
      frameCosts: { simple_black: 1, simple_white: 2, museum_quality: 650 },
    });
    expect(q.lines.map((l) => l.frame_surcharge_cents)).toEqual([65_000, 0]);
  });

  it('taxes only the listed regions; a bare country taxes all of it', () => {
    expect(computeQuote([line(1, 1000)], { country: 'US', region: 'NH' }, pricing).tax_cents).toBe(
      0,
    );
    const gb = { ...pricing, taxRatePercent: 20, taxRegions: 'GB, US-ME' };
    expect(computeQuote([line(1, 1000)], { country: 'GB', region: 'London' }, gb).tax_cents).toBe(
      20_000,
    );
    expect(computeQuote([line(1, 1000)], maine, { ...pricing, taxRegions: '' }).taxable).toBe(
      false,
    );
    expect(computeQuote([line(1, 1000)], maine, { ...pricing, taxRatePercent: 0 }).taxable).toBe(
      false,
    );
  });
});

describe('taxOn', () => {
  it('rounds half up to whole dollars', () => {
    expect(taxOn(185_000, 5.5)).toBe(10_200); // 101.75
    expect(taxOn(181_000, 5.5)).toBe(10_000); // 99.55
    expect(taxOn(100_000, 5.05)).toBe(5_100); // 50.50 exactly: up
    expect(taxOn(100_000, 5.049)).toBe(5_000); // 50.49
    expect(taxOn(1_000, 5.5)).toBe(100); // 0.55
    expect(taxOn(900, 5.5)).toBe(0); // 0.495
  });
  it('is 0 for nothing or no rate', () => {
    expect(taxOn(0, 5.5)).toBe(0);
    expect(taxOn(100_000, 0)).toBe(0);
  });
});

describe('tax regions', () => {
  it('accepts ISO 3166-2 codes, "US:ME", any case and spacing', () => {
    expect(parseTaxRegions(' us-me, US:NH ,gb,')).toEqual([
      { country: 'US', region: 'ME' },
      { country: 'US', region: 'NH' },
      { country: 'GB', region: null },
    ]);
    expect(parseTaxRegions('')).toEqual([]);
    expect(parseTaxRegions('Maine')).toBeNull();
    expect(parseTaxRegions('US-ME;US-NH')).toBeNull();
  });
  it('matches the destination country and region', () => {
    expect(isTaxable({ country: 'us', region: ' me ' }, 'US-ME')).toBe(true);
    expect(isTaxable({ country: 'CA', region: 'ME' }, 'US-ME')).toBe(false);
    expect(isTaxable({ country: 'US' }, 'US-ME')).toBe(false);
  });
});
