import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice } from './money';

describe('formatPrice', () => {
  it('formats whole dollars with a $ sign and thousands separators', () => {
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });
  it('shows no decimals', () => expect(formatPrice(99.6)).toBe('$100'));
});

describe('centsToDollars and dollarsToCents', () => {
  it('convert in the direction their names say', () => {
    expect(dollarsToCents(1200)).toBe(120_000);
    expect(centsToDollars(120_000)).toBe(1200);
  });
  it('round to whole cents and whole dollars', () => {
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(centsToDollars(149)).toBe(1);
    expect(centsToDollars(150)).toBe(2);
  });
});

describe('formatPrice against Intl', () => {
  it('writes what an en-US currency format with no decimals writes', () => {
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const dollars of [0, 1, 12, 999, 1000, 1234.5, 45_000, 1_250_000, -300, -1234.5])
      expect(formatPrice(dollars)).toBe(usd.format(dollars));
  });
});
