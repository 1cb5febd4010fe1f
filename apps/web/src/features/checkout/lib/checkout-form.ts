import { PlaceOrderInput } from '@atelier/core';
import { emptyAddress, type AddressValues } from '@/components/form';
import type { z } from 'zod';

/** The buyer's part of PlaceOrderInput: the cart lines are added when the order is placed. */
export const CheckoutFields = PlaceOrderInput.omit({ lines: true });
export type CheckoutFieldsOutput = z.output<typeof CheckoutFields>;

/** What the inputs hold: text everywhere, '' for an empty optional field. */
export interface CheckoutFormValues {
  email: string;
  name: string;
  phone: string;
  shipping_address: AddressValues;
  newsletter_opt_in: boolean;
}

export const emptyCheckoutForm = (country: string): CheckoutFormValues => ({
  email: '',
  name: '',
  phone: '',
  shipping_address: emptyAddress(country),
  newsletter_opt_in: false,
});
