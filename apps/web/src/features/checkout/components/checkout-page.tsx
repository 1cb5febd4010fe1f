import { MESSAGES, pageTitle, type CartItem } from '@atelier/core';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses, PageHead, QueryState } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useCheckoutOptions } from '@/lib/checkout-options';
import { CancelledNote } from './cancelled-note';
import { CheckoutSkeleton } from './checkout-skeleton';
import type { LineCallbacks } from './summary-line';

/**
 * The form, its summary and their schemas (react-hook-form, zod) load on their own, alongside
 * the checkout options: the page's heading paints first, the skeleton holds their place.
 */
const CheckoutForm = lazy(() =>
  import('./checkout-form').then((m) => ({ default: m.CheckoutForm })),
);

interface CheckoutPageProps extends LineCallbacks {
  /** The cart's lines (the route reads them from the cart feature). */
  items: CartItem[];
}

/** /checkout: the cart under review, the buyer's details, the live quote and payment. */
export function CheckoutPage({ items, ...lineCallbacks }: CheckoutPageProps) {
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const cancelled = params.get('cancelled');
  const options = useCheckoutOptions();

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-10 md:py-16">
      <PageHead title={pageTitle('Checkout', siteName)} noindex />
      <h1 className="text-4xl md:text-5xl">Checkout</h1>
      {cancelled && <CancelledNote token={cancelled} />}
      {items.length === 0 ? (
        <div className="mt-10 flex flex-col items-start gap-6 border-t border-line pt-10">
          <p className="font-display text-2xl">{MESSAGES.cartEmpty}</p>
          <Link to={paths.artworks()} className={buttonClasses('secondary')}>
            {MESSAGES.browseArtwork}
          </Link>
        </div>
      ) : (
        <QueryState query={options} loading={<CheckoutSkeleton />}>
          {(opts) =>
            opts.orders_enabled ? (
              <Suspense fallback={<CheckoutSkeleton />}>
                <CheckoutForm options={opts} items={items} {...lineCallbacks} />
              </Suspense>
            ) : (
              <div className="mt-10 max-w-xl space-y-5 border-t border-line pt-10">
                <p className="text-lg">
                  The shop is not taking orders at the moment. Your cart is kept; please get in
                  touch to buy a work now.
                </p>
                <Link to={paths.contact()} className={buttonClasses('primary')}>
                  Get in touch
                </Link>
              </div>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
