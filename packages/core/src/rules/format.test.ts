import { describe, expect, it } from 'vitest';
import { availabilityLabel, isPurchasable } from './format';

describe('availability', () => {
  it('labels the values the product names', () => {
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
