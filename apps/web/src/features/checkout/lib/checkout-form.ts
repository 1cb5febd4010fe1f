import { PlaceOrderInput, REGION_CODES, POSTAL_CODE_PATTERNS } from '@atelier/core';
import type { z } from 'zod';

/** The buyer's part of PlaceOrderInput: the cart lines are added when the order is placed. */
export const CheckoutFields = PlaceOrderInput.omit({ lines: true });
export type CheckoutFieldsOutput = z.output<typeof CheckoutFields>;

/** What the inputs hold: text everywhere, '' for an empty optional field. */
export interface CheckoutFormValues {
  email: string;
  name: string;
  phone: string;
  shipping_address: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    postal_code: string;
    country: string;
  };
  newsletter_opt_in: boolean;
}

export const emptyCheckoutForm = (country: string): CheckoutFormValues => ({
  email: '',
  name: '',
  phone: '',
  shipping_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country },
  newsletter_opt_in: false,
});

/** The labels an address uses in a country: "State" and "ZIP code" in the US. */
export function addressLabels(country: string) {
  const regions = REGION_CODES[country];
  const postal = POSTAL_CODE_PATTERNS[country];
  return {
    regions,
    region: country === 'US' ? 'State' : country === 'CA' ? 'Province' : 'Region',
    /** Free-text regions are optional; listed ones are required. */
    regionOptional: !regions,
    postalCode: country === 'US' ? 'ZIP code' : 'Postal code',
    postalOptional: !postal,
    postalExample: postal?.example,
  };
}
