import { describe, expect, it } from 'vitest';
import { acceptsOffers } from './offers';

const work = { availability: 'available', price: 1200, offers_enabled: false };

describe('acceptsOffers', () => {
  it('takes offers on a priced available work when the shop or the work allows them', () => {
    expect(acceptsOffers(work, true)).toBe(true);
    expect(acceptsOffers({ ...work, offers_enabled: true }, false)).toBe(true);
    expect(acceptsOffers(work, false)).toBe(false);
  });

  it('never on a work that cannot be bought now or has no price', () => {
    for (const availability of ['sold', 'reserved', 'not_for_sale'])
      expect(acceptsOffers({ ...work, availability, offers_enabled: true }, true)).toBe(false);
    expect(acceptsOffers({ ...work, price: null }, true)).toBe(false);
  });
});
