import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useCartStore } from '@/features/cart/stores/cart-store';

/**
 * /checkout (lazy). The cart and checkout are separate features that never import each
 * other: this route hands the cart's lines and its actions to the checkout page.
 */
export function Component() {
  const items = useCartStore((state) => state.items);
  const removeItem = useCartStore((state) => state.removeItem);
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const updateFraming = useCartStore((state) => state.updateFraming);
  return (
    <CheckoutPage
      items={items}
      onRemove={removeItem}
      onQuantityChange={updateQuantity}
      onFramingChange={updateFraming}
    />
  );
}
