import { cartItemCount } from '@atelier/core';
import { useCartStore } from './cart-store';

/** Total pieces in the cart (sum of quantities): the header badge. */
export const useCartCount = () => useCartStore((state) => cartItemCount(state.items));

export const useIsCartOpen = () => useCartStore((state) => state.isCartOpen);
