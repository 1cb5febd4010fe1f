import { CART_TRANSITION_MS, MESSAGES, cartSubtotal } from '@atelier/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses, CloseIcon, Price } from '@/components/ui';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useFrameCosts } from '../api/get-frame-costs';
import { useFramingEnabled } from '../api/get-framing-enabled';
import { useCartStore } from '../stores/cart-store';
import { AddedNotice } from './added-notice';
import { CART_PANEL_ID } from './cart-ids';
import { CartLine } from './cart-line';

export { CART_PANEL_ID };

const TITLE_ID = 'cart-panel-title';

/**
 * The cart side panel (docs/product.md §2). It stays mounted so it can slide (300 ms); while closed it is
 * inert and hidden from assistive technology.
 */
export function CartPanel() {
  const items = useCartStore((state) => state.items);
  const isOpen = useCartStore((state) => state.isCartOpen);
  const closeCart = useCartStore((state) => state.closeCart);
  const frameCosts = useFrameCosts();
  const framingEnabled = useFramingEnabled();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useFocusTrap(panelRef, isOpen, { onEscape: closeCart, initialFocus: closeRef });
  useBodyScrollLock(isOpen);

  const transition = { transitionDuration: `${CART_TRANSITION_MS}ms` };

  return (
    <div
      className={cn('fixed inset-0 z-50', !isOpen && 'pointer-events-none')}
      aria-hidden={!isOpen || undefined}
      inert={!isOpen}
    >
      <div
        data-testid="cart-backdrop"
        onClick={closeCart}
        style={transition}
        className={cn(
          'absolute inset-0 bg-ink/40 transition-opacity ease-out',
          isOpen ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={CART_PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        style={transition}
        className={cn(
          'absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-paper transition-transform ease-out',
          // The shadow only while open: off-screen it would still darken the viewport's edge.
          isOpen ? 'translate-x-0 shadow-xl' : 'translate-x-full',
        )}
      >
        <header className="flex items-center justify-between border-b border-line px-6 py-4">
          <h2 id={TITLE_ID} className="text-2xl">
            Cart ({items.length})
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={closeCart}
            aria-label="Close cart"
            className="inline-flex size-11 items-center justify-center hover:text-accent"
          >
            <CloseIcon />
          </button>
        </header>
        <AddedNotice />

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-6 px-6 text-center">
            <p className="font-display text-xl">{MESSAGES.cartEmpty}</p>
            <Link to={paths.artworks()} onClick={closeCart} className={buttonClasses('secondary')}>
              Browse Artwork
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-6">
              {items.map((item) => (
                <CartLine
                  key={item.artwork_id}
                  item={item}
                  frameCosts={frameCosts}
                  framingEnabled={framingEnabled}
                  onNavigate={closeCart}
                />
              ))}
            </ul>
            <footer className="space-y-4 border-t border-line px-6 py-5">
              <div className="flex items-baseline justify-between">
                <span className="text-sm tracking-wide uppercase">Subtotal</span>
                <Price amount={cartSubtotal(items, frameCosts)} className="font-display text-2xl" />
              </div>
              <Link
                to={paths.checkout()}
                onClick={closeCart}
                className={buttonClasses('primary', 'lg', 'w-full')}
              >
                {MESSAGES.proceedToCheckout}
              </Link>
              <p className="text-center text-xs text-muted">{MESSAGES.shippingNote}</p>
            </footer>
          </>
        )}
      </div>
    </div>
  );
}
