import { replace, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { publicPages } from './public-pages';
import { RouteError } from './route-error';

/** An old address of the inbox, with its query (?id=12 opens the message) and a filter. */
const intoInbox = (request: Request, filters: Record<string, string> = {}) => {
  const query = new URL(request.url).searchParams;
  for (const [key, value] of Object.entries(filters)) query.set(key, value);
  const search = query.toString();
  return replace(search ? `${adminPaths.inbox()}?${search}` : adminPaths.inbox());
};

/** The admin screens, each its own chunk; admin-layout guards them and draws the shell. */
const adminScreens: RouteObject[] = [
  { index: true, loader: () => replace(adminPaths.dashboard()), Component: PageSpinner },
  { path: 'login', lazy: () => import('./admin-screens/login') },
  { path: 'forgot-password', lazy: () => import('./admin-screens/forgot-password') },
  { path: 'reset-password', lazy: () => import('./admin-screens/reset-password') },
  { path: 'orders/:id/packing-slip', lazy: () => import('./admin-screens/order-packing-slip') },
  {
    lazy: () => import('./admin-screens/admin-layout'),
    children: [
      { path: 'dashboard', lazy: () => import('./admin-screens/dashboard') },
      { path: 'artworks', lazy: () => import('./admin-screens/artworks') },
      { path: 'artworks/new', lazy: () => import('./admin-screens/artwork-new') },
      { path: 'artworks/:id/edit', lazy: () => import('./admin-screens/artwork-edit') },
      { path: 'artworks/order', lazy: () => import('./admin-screens/artworks-order') },
      { path: 'orders', lazy: () => import('./admin-screens/orders') },
      { path: 'orders/:id', lazy: () => import('./admin-screens/order-detail') },
      { path: 'subscribers', lazy: () => import('./admin-screens/subscribers') },
      { path: 'waitlist', lazy: () => import('./admin-screens/waitlist') },
      { path: 'collections', lazy: () => import('./admin-screens/collections') },
      { path: 'blog', lazy: () => import('./admin-screens/blog') },
      { path: 'blog/new', lazy: () => import('./admin-screens/blog-new') },
      { path: 'blog/:id/edit', lazy: () => import('./admin-screens/blog-edit') },
      { path: 'blog/schedule', lazy: () => import('./admin-screens/blog-schedule') },
      { path: 'settings', lazy: () => import('./admin-screens/settings') },
      { path: 'page-content', lazy: () => import('./admin-screens/page-content') },
      { path: 'inbox', lazy: () => import('./admin-screens/inbox') },
      // The two screens the inbox replaced (decision 051): bookmarks and emails still lead in.
      { path: 'messages', loader: ({ request }) => intoInbox(request), Component: PageSpinner },
      {
        path: 'offers',
        loader: ({ request }) => intoInbox(request, { kind: 'offer' }),
        Component: PageSpinner,
      },
      { path: 'emails', lazy: () => import('./admin-screens/emails') },
      { path: 'newsletter', lazy: () => import('./admin-screens/newsletter') },
      { path: 'newsletter/new', lazy: () => import('./admin-screens/newsletter-new') },
      { path: 'newsletter/:id/edit', lazy: () => import('./admin-screens/newsletter-edit') },
      { path: 'backups', lazy: () => import('./admin-screens/backups') },
      { path: 'account', lazy: () => import('./admin-screens/account') },
    ],
  },
];

/**
 * The admin app's tree for React Router's data router: the public pages (so a link from the
 * admin to the site works in place) and the admin screens. The visitor's app is public-app.
 */
export const adminAppTree: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [{ ErrorBoundary: RouteError, children: publicPages }],
      },
      { path: 'admin', children: adminScreens },
    ],
  },
];
