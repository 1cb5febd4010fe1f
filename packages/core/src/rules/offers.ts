import { isPurchasable } from './format';

/**
 * Whether a visitor may make an offer on a work (decision 032): it can be bought now and has
 * a price, and offers are on for the whole shop or for this work. The server checks the same
 * and more (holds, the preview gate) when the offer arrives.
 */
export const acceptsOffers = (
  work: { availability: string; price: number | null; offers_enabled: boolean },
  shopOffersEnabled: boolean,
): boolean =>
  isPurchasable(work.availability) &&
  work.price !== null &&
  (shopOffersEnabled || work.offers_enabled);
