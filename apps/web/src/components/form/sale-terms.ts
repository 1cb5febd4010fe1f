import type { Path } from 'react-hook-form';
import { emptyAddress, type AddressValues } from './address-fields';

/**
 * What the inputs of a proposed sale hold (the buyer's offer, the artist's reservation): text
 * everywhere, the amount as a number once typed.
 */
export interface SaleTermsValues {
  artwork_id: number;
  amount: number | null;
  name: string;
  email: string;
  note: string;
  shipping_address: AddressValues;
}

/** A sale's empty terms for the work, the address set to the shop's home country. */
export const emptySaleTerms = (
  artworkId: number,
  amount: number | null,
  domesticCountry: string,
): SaleTermsValues => ({
  artwork_id: artworkId,
  amount,
  name: '',
  email: '',
  note: '',
  shipping_address: emptyAddress(domesticCountry),
});

const TERMS_FIELDS = new Set(['amount', 'name', 'email', 'note']);

/** The form field a server error's path names, when it is one of the terms' inputs. */
export const saleTermsField = <T extends SaleTermsValues>(path: string) =>
  TERMS_FIELDS.has(path) || path.startsWith('shipping_address.') ? (path as Path<T>) : undefined;
