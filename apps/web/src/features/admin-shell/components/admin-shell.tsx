import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { NoIndex } from '@/components/admin';
import { SkipLink } from '@/components/layout/skip-link';
import { PageSpinner } from '@/components/ui';
import { AdminBrand } from './admin-brand';
import { AdminMobileMenu } from './admin-mobile-menu';
import { AdminNav, type AdminNavBadges } from './admin-nav';
import { ViewSiteLink } from './view-site-link';

interface AdminShellProps {
  /** Counts beside sections (the messages feature's unread badge), passed in by the route. */
  badges?: AdminNavBadges;
  /** The signed-in user and Log out (from the auth feature). */
  account: ReactNode;
  children: ReactNode;
}

/**
 * The admin's frame: a sidebar of sections on tablets and wider, a top bar with a menu on
 * phones, and one <main> where each page puts its single h1.
 */
export function AdminShell({ badges, account, children }: AdminShellProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Admin pages are lazy (docs/product.md §2): a spinner while the next one's code loads.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const footer = (
    <div className="space-y-1">
      <ViewSiteLink />
      <div className="px-3 py-1">{account}</div>
    </div>
  );

  return (
    <div className="min-h-dvh bg-paper md:grid md:grid-cols-[15rem_1fr]">
      <NoIndex />
      <SkipLink />
      {/* Phones: a top bar with the menu (a div: the admin has no site banner). No backdrop
          filter here: it would become the containing block of the menu's fixed panel. */}
      <div className="sticky top-0 z-40 flex items-center gap-2 border-b border-line bg-paper px-2 py-1 md:hidden">
        <AdminMobileMenu badges={badges} footer={footer} />
        <AdminBrand />
      </div>
      <aside className="hidden border-r border-line md:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-6">
          <div className="px-3">
            <AdminBrand />
          </div>
          <nav aria-label="Admin">
            <AdminNav badges={badges} />
          </nav>
          <div className="mt-auto border-t border-line pt-3">{footer}</div>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:px-10 md:py-10">
          {loadingPage ? <PageSpinner /> : children}
        </div>
      </main>
    </div>
  );
}
