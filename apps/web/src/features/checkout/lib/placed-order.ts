import { local } from '@/lib/storage';

/**
 * The order this browser just placed, remembered until its success page has cleared the cart.
 * The success page is also where emails link ("View your order"): opened from an email in
 * another browser, or reloaded, it finds no marker and leaves that cart alone.
 */
const KEY = 'checkout-placed-order';

export const rememberPlacedOrder = (token: string) => local.set(KEY, token);

/** True once for the order just placed here: the marker is removed as it is read. */
export function consumePlacedOrder(token: string): boolean {
  if (local.get(KEY) !== token) return false;
  local.remove(KEY);
  return true;
}
