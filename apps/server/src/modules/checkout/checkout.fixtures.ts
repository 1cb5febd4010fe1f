import { createPricedArtwork, type createArtwork } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';

/** A destination in Maine, where the shop charges tax. */
export const maine = { country: 'US', region: 'ME', postal_code: '04843' };

/** The checkout tests' app (manual payment: no Stripe) and a work for sale at a price in it. */
export function useCheckoutApp() {
  const t = useTestApp();
  const art = (dollars: number, values: Parameters<typeof createArtwork>[1] = {}) =>
    createPricedArtwork(t.app.db, dollars, values);
  return { t, art };
}
