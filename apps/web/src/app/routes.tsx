import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui';
import { paths, resolveAlias } from '@/lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
// Eager pages: the ones a visitor most likely lands on, in the main bundle.
import * as about from './routes/about';
import * as artworkDetail from './routes/artwork-detail';
import * as artworkList from './routes/artwork-list';
import * as blogList from './routes/blog-list';
import * as blogPost from './routes/blog-post';
import * as contact from './routes/contact';
import * as cv from './routes/cv';
import * as home from './routes/home';

/**
 * Unknown paths first try the aliases of SPEC §2 (lowercased, so /Gallery works), redirecting
 * with history replace and keeping the query string; anything else is the not-found page.
 */
export function aliasLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveAlias(url.pathname);
  return target ? replace(`${target}${url.search}${url.hash}`) : null;
}

const adminRoutes: RouteObject[] = [
  { index: true, loader: () => replace(paths.admin.dashboard()), Component: PageSpinner },
  { path: 'login', lazy: () => import('./routes/admin/login') },
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
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, Component: home.Component },
              { path: 'about', Component: about.Component },
              { path: 'artwork', Component: artworkList.Component },
              { path: 'artwork/:id', Component: artworkDetail.Component },
              { path: 'collections', lazy: () => import('./routes/collections') },
              { path: 'contact', Component: contact.Component },
              { path: 'mailing-list', lazy: () => import('./routes/mailing-list') },
              { path: 'preview', lazy: () => import('./routes/preview') },
              { path: 'checkout', lazy: () => import('./routes/checkout') },
              { path: 'checkout/success', lazy: () => import('./routes/checkout-success') },
              { path: 'blog', Component: blogList.Component },
              { path: 'blog/:slug', Component: blogPost.Component },
              { path: 'cv', Component: cv.Component },
              { path: '*', loader: aliasLoader, lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
      { path: 'admin', children: adminRoutes },
    ],
  },
];
