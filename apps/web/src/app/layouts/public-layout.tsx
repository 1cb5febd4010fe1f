import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { PageSpinner } from '@/components/ui';
import { CartButton } from '@/features/cart/components/cart-button';
import { useSiteName, useSocialUrl } from '@/lib/public-settings';
import { PageErrorBoundary } from '../error-boundary';
import { DeferredCartPanel, DeferredFooterSignup } from './deferred';

/** Header, main and footer of every public page (admin pages have their own shell). */
export function PublicLayout() {
  const siteName = useSiteName();
  const socialUrl = useSocialUrl();
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader siteName={siteName} socialUrl={socialUrl} cartSlot={<CartButton />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={pathname}>
          {/* Pages are lazy (decision 012); a navigation keeps the current page meanwhile. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter siteName={siteName} socialUrl={socialUrl} signupSlot={<DeferredFooterSignup />} />
      <DeferredCartPanel />
    </div>
  );
}
