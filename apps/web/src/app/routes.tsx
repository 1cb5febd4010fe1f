import { replace, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui';
import { paths } from '@/lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { publicPages } from './public-routes';
import { RouteError } from './route-error';

const adminRoutes: RouteObject[] = [
  { index: true, loader: () => replace(paths.admin.dashboard()), Component: PageSpinner },
  { path: 'login', lazy: () => import('./routes/admin/login') },
  { path: 'forgot-password', lazy: () => import('./routes/admin/forgot-password') },
  { path: 'reset-password', lazy: () => import('./routes/admin/reset-password') },
  { path: 'orders/:id/packing-slip', lazy: () => import('./routes/admin/order-packing-slip') },
  {
    lazy: () => import('./routes/admin/admin-layout'),
    children: [
      { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
      { path: 'artworks', lazy: () => import('./routes/admin/artworks') },
      { path: 'artworks/new', lazy: () => import('./routes/admin/artwork-new') },
      { path: 'artworks/:id/edit', lazy: () => import('./routes/admin/artwork-edit') },
      { path: 'artworks/order', lazy: () => import('./routes/admin/artworks-order') },
      { path: 'orders', lazy: () => import('./routes/admin/orders') },
      { path: 'orders/:id', lazy: () => import('./routes/admin/order-detail') },
      { path: 'subscribers', lazy: () => import('./routes/admin/subscribers') },
      { path: 'collections', lazy: () => import('./routes/admin/collections') },
      { path: 'blog', lazy: () => import('./routes/admin/blog') },
      { path: 'blog/new', lazy: () => import('./routes/admin/blog-new') },
      { path: 'blog/:id/edit', lazy: () => import('./routes/admin/blog-edit') },
      { path: 'blog/schedule', lazy: () => import('./routes/admin/blog-schedule') },
      { path: 'settings', lazy: () => import('./routes/admin/settings') },
      { path: 'page-content', lazy: () => import('./routes/admin/page-content') },
      { path: 'messages', lazy: () => import('./routes/admin/messages') },
      { path: 'emails', lazy: () => import('./routes/admin/emails') },
      { path: 'account', lazy: () => import('./routes/admin/account') },
    ],
  },
];

/** The whole app for the data router (the admin app, and tests): public pages and admin. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [{ ErrorBoundary: RouteError, children: publicPages }],
      },
      { path: 'admin', children: adminRoutes },
    ],
  },
];
