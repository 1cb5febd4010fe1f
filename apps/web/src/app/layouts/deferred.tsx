import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIsCartOpen } from '@/features/cart/stores/cart-selectors';

/**
 * True once the page has loaded and the browser is idle: parts of every page that nobody needs
 * in the first second (the footer's form, the closed cart panel) load then, off the first load.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, []);
  return ready;
}

const FooterSignup = lazy(() =>
  import('@/features/newsletter/components/footer-signup').then((m) => ({
    default: m.FooterSignup,
  })),
);

/**
 * The footer's newsletter form (react-hook-form and zod: a quarter of the first load) after the
 * page has loaded, in a box of its height so nothing moves when it arrives.
 */
export function DeferredFooterSignup({ fallback }: { fallback?: ReactNode }) {
  const ready = useAfterLoad();
  return (
    <div className="min-h-[9.75rem]">
      {ready && (
        <Suspense fallback={fallback ?? null}>
          <FooterSignup />
        </Suspense>
      )}
    </div>
  );
}

const CartPanel = lazy(() =>
  import('@/features/cart/components/cart-panel').then((m) => ({ default: m.CartPanel })),
);

/**
 * The cart panel is closed on arrival: its code loads after the page, or at once when the
 * visitor opens the cart first (it then appears without its slide).
 */
export function DeferredCartPanel() {
  const ready = useAfterLoad();
  const open = useIsCartOpen();
  return ready || open ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
