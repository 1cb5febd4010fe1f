import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAfterLoad } from '@/lib/use-after-load';
import { useIsCartOpen } from '@/features/cart/stores/cart-selectors';

/** True once the element comes within `margin` of the viewport (never without IntersectionObserver). */
function useNear(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

const FooterSignup = lazy(() =>
  import('@/features/newsletter/components/footer-signup').then((m) => ({
    default: m.FooterSignup,
  })),
);

/**
 * The footer's newsletter form (react-hook-form and zod: a third of a first load) when the
 * footer comes near the screen, or a few seconds after the page has loaded, in a box of its
 * height so nothing moves when it arrives.
 */
export function DeferredFooterSignup() {
  const { ref, near } = useNear('600px');
  const later = useAfterLoad(4000);
  return (
    <div ref={ref} className="min-h-[9.75rem]">
      {(near || later) && (
        <Suspense fallback={null}>
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
 * The cart panel is closed on arrival: its code loads a few seconds after the page, or at once
 * when the visitor opens the cart first (it then appears without its slide).
 */
export function DeferredCartPanel() {
  const later = useAfterLoad(3000);
  const open = useIsCartOpen();
  return later || open ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
