import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

/** What Intl writes for the same value (Node has full ICU). */
const intl = (value: number, digits: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);

describe('formatNumber', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(10.5, 2)).toBe('10.5');
    expect(formatNumber(8.25, 2)).toBe('8.25');
    expect(formatNumber(36.1, 2)).toBe('36.1');
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57');
    expect(formatNumber(-1200)).toBe('-1,200');
  });

  it('rounds half away from zero on the decimal form, as Intl does', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(99.6)).toBe('100');
  });

  it('writes what Intl writes, over a spread of values', () => {
    const values = [0, 0.5, 1, 7, 12.345, 99.995, 100, 1e3, 12_345.678, 999_999.5, 1e6, 2 ** 40];
    for (let i = 1; i <= 500; i++) values.push(((i * 982_451_653) % 1e9) / 10 ** (i % 5));
    for (const value of values)
      for (const digits of [0, 1, 2]) {
        expect(formatNumber(value, digits), `${value}, ${digits}`).toBe(intl(value, digits));
        expect(formatNumber(-value - 1, digits)).toBe(intl(-value - 1, digits));
      }
  });

  it('says "0", not "-0", for a negative amount that rounds to zero', () => {
    expect(formatNumber(-0.2)).toBe('0');
  });

  it('hands values in exponent notation to Intl', () => {
    expect(formatNumber(1e21)).toBe(intl(1e21, 0));
    expect(formatNumber(1e19, 2)).toBe(intl(1e19, 2));
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
