import { SuccessPage } from '@/features/checkout/components/success-page';
import { useCartStore } from '@/features/cart/stores/cart-store';

/** /checkout/success (lazy): the order page; the cart feature's clear empties the cart once. */
export function Component() {
  const clear = useCartStore((state) => state.clear);
  return <SuccessPage onOrderPlaced={clear} />;
}
