import { BagIcon } from '@/components/ui';
import { useHydrated } from '@/lib/use-hydrated';
import { useCartCount, useIsCartOpen } from '../stores/cart-selectors';
import { useCartStore } from '../stores/cart-store';
import { CART_PANEL_ID } from './cart-ids';

/** Header button with the total piece count; opens the cart panel. */
export function CartButton() {
  // The cart lives in localStorage: the server's HTML (and so the hydrating render) shows none.
  const storedCount = useCartCount();
  const count = useHydrated() ? storedCount : 0;
  const isOpen = useIsCartOpen();
  const openCart = useCartStore((state) => state.openCart);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={CART_PANEL_ID}
      className="relative inline-flex size-11 items-center justify-center text-ink hover:text-accent"
    >
      <BagIcon width={22} height={22} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-2xs leading-5 font-semibold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
