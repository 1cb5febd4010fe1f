import { describe, expect, it } from 'vitest';
import { availabilityLabel, formatPrice, isPurchasable } from './format';

describe('formatPrice', () => {
  it('formats whole dollars with a $ sign and thousands separators', () => {
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });
  it('shows no decimals', () => expect(formatPrice(99.6)).toBe('$100'));
});

describe('availability', () => {
  it('labels the values SPEC names', () => {
    expect(availabilityLabel('available')).toBe('Available');
    expect(availabilityLabel('sold')).toBe('Sold');
    expect(availabilityLabel('reserved')).toBe('Unavailable');
    expect(availabilityLabel('not_for_sale')).toBe('Unavailable');
    expect(availabilityLabel('something-else')).toBe('Unavailable');
  });
  it('lets only available artworks be bought', () => {
    expect(isPurchasable('available')).toBe(true);
    expect(isPurchasable('sold')).toBe(false);
  });
});
