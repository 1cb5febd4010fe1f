import { HYDRATING_ATTRIBUTE } from '@atelier/core/page-data';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { PageSpinner } from '@/components/ui';
import { CartButton } from '@/features/cart/components/cart-button';
import { useSiteName, useSocialUrl } from '@/lib/public-settings';
import { PageErrorBoundary } from '../error-boundary';
import { DeferredCartPanel, DeferredFooterSignup } from './deferred';

/**
 * Takes the mark off a server-rendered root once the page itself has hydrated (main.tsx and
 * styles/index.css treat the page as plain HTML until then). It sits inside the page's
 * Suspense boundary, which React hydrates after the shell: the shell alone is not the page.
 */
function PageHydrated() {
  useEffect(() => document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE), []);
  return null;
}

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
            <PageHydrated />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter siteName={siteName} socialUrl={socialUrl} signupSlot={<DeferredFooterSignup />} />
      <DeferredCartPanel />
    </div>
  );
}
