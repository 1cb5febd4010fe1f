import { Outlet, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { PageSpinner } from '@/components/ui';
import { CartButton } from '@/features/cart/components/cart-button';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { FooterSignup } from '@/features/newsletter/components/footer-signup';
import { useSiteName, useSocialUrl } from '@/lib/public-settings';

/** Header, main and footer of every public page (admin pages have their own shell). */
export function PublicLayout() {
  const siteName = useSiteName();
  const socialUrl = useSocialUrl();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Lazy pages (SPEC §2) show a spinner while their code loads; eager pages never enter this state.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader siteName={siteName} socialUrl={socialUrl} cartSlot={<CartButton />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {loadingPage ? <PageSpinner /> : <Outlet />}
      </main>
      <SiteFooter siteName={siteName} socialUrl={socialUrl} signupSlot={<FooterSignup />} />
      <CartPanel />
    </div>
  );
}
