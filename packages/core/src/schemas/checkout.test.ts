import { describe, expect, it } from 'vitest';
import { trackingUrl } from '../rules/orders';
import { COUNTRY_CODES, countryName } from '../rules/countries';
import { PlaceOrderInput, QuoteDestination, ShippingAddressInput } from './checkout';
import { OrderReasonInput } from './orders';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once, with names', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(countryName('US')).toBe('United States');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});

describe('ShippingAddressInput', () => {
  const base = { line1: '12 Harbor Road', city: 'Camden' };
  it('normalises codes: country, US state and postal code upper-cased, blanks to null', () => {
    expect(
      ShippingAddressInput.parse({
        ...base,
        line2: ' ',
        region: 'me',
        postal_code: '04843-1234',
        country: 'us',
      }),
    ).toEqual({
      ...base,
      line2: null,
      region: 'ME',
      postal_code: '04843-1234',
      country: 'US',
    });
    expect(
      ShippingAddressInput.parse({ ...base, region: 'on', postal_code: 'k1a 0b1', country: 'CA' }),
    ).toMatchObject({ region: 'ON', postal_code: 'K1A 0B1' });
  });
  it('checks postal codes where the format is simple and requires them there', () => {
    const ok = (country: string, postal_code: string, region?: string) =>
      ShippingAddressInput.safeParse({ ...base, country, postal_code, region }).success;
    expect(ok('US', '04843', 'ME')).toBe(true);
    expect(ok('US', '048431234', 'ME')).toBe(true);
    expect(ok('US', '0484', 'ME')).toBe(false);
    expect(ok('GB', 'SW1A 1AA')).toBe(true);
    expect(ok('GB', 'EC1A1BB')).toBe(true);
    expect(ok('DE', '1011')).toBe(false);
    expect(ok('FR', '75001')).toBe(true);
    expect(ok('NL', '1012 AB')).toBe(true);
    expect(ok('JP', '100-0001')).toBe(true);
    expect(ok('IE', 'D02 X285')).toBe(true);
    expect(issues(ShippingAddressInput.safeParse({ ...base, country: 'DE' }))).toEqual([
      'postal_code: Postal code is required',
    ]);
    expect(ShippingAddressInput.safeParse({ ...base, country: 'AE' }).success).toBe(true);
  });
  it('requires a known state in the US and a province in Canada', () => {
    expect(
      issues(ShippingAddressInput.safeParse({ ...base, country: 'US', postal_code: '04843' })),
    ).toEqual(['region: State is required']);
    expect(
      issues(
        ShippingAddressInput.safeParse({
          ...base,
          country: 'CA',
          region: 'Maine',
          postal_code: 'K1A 0B1',
        }),
      ),
    ).toEqual(['region: Choose a province']);
  });
});

describe('QuoteDestination', () => {
  it('needs only a country; a US region must be a state code', () => {
    expect(QuoteDestination.parse({ country: 'fr' })).toEqual({ country: 'FR', region: null });
    expect(QuoteDestination.parse({ country: 'US', region: 'me' })).toMatchObject({ region: 'ME' });
    expect(issues(QuoteDestination.safeParse({ country: 'US', region: 'Maine' }))).toEqual([
      'region: Choose a US state',
    ]);
  });
});

describe('PlaceOrderInput', () => {
  const order = {
    lines: [{ artwork_id: 1 }],
    email: 'a@b.co',
    name: 'Ada',
    shipping_address: { line1: '1 A St', city: 'Paris', postal_code: '75001', country: 'FR' },
  };
  it('defaults quantity, framing and the newsletter box; empty phone is null', () => {
    expect(PlaceOrderInput.parse({ ...order, phone: '' })).toMatchObject({
      lines: [{ artwork_id: 1, quantity: 1, framing_option: 'unframed' }],
      phone: null,
      newsletter_opt_in: false,
    });
  });
  it('never carries a price and refuses duplicate lines', () => {
    const parsed = PlaceOrderInput.parse({ ...order, lines: [{ artwork_id: 1, price: 1 }] });
    expect(parsed.lines[0]).not.toHaveProperty('price');
    expect(
      issues(
        PlaceOrderInput.safeParse({ ...order, lines: [{ artwork_id: 1 }, { artwork_id: 1 }] }),
      ),
    ).toEqual(['lines: Each artwork may appear only once']);
  });
});

describe('orders helpers', () => {
  it('links to the tracking page of the usual carriers only', () => {
    expect(trackingUrl('usps', '94 00')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=94%2000',
    );
    expect(trackingUrl('DHL Express', 'JD1')).toBe(
      'https://www.dhl.com/en/express/tracking.html?AWB=JD1',
    );
    expect(trackingUrl('Local courier', 'X')).toBeNull();
    expect(trackingUrl(null, null)).toBeNull();
  });
  it('accepts cancel and refund without a body', () => {
    expect(OrderReasonInput.parse(undefined)).toEqual({ reason: null });
    expect(OrderReasonInput.parse(null)).toEqual({ reason: null });
    expect(OrderReasonInput.parse({ reason: ' Changed my mind ' })).toEqual({
      reason: 'Changed my mind',
    });
  });
});
