import { Navigate, useLocation, type RouteObject } from 'react-router';
import { resolveAlias } from '@/lib/paths';
import { lazyRoute, lazyRouteWithSpinner } from './lazy-route';

/**
 * Every page has its own chunk (decision 012). The pages a visitor lands on show no spinner:
 * the server preloads the chunk of the page it answers, and a navigation keeps the current page
 * until the next one's code is there. The pages SPEC §2 loads lazily show a spinner meanwhile.
 */
const NotFound = lazyRouteWithSpinner(() => import('./routes/not-found'));

/**
 * Unknown paths first try the aliases of SPEC §2 (lowercased, so /Gallery works), redirecting
 * with history replace and keeping the query string; anything else is the not-found page.
 * (The server answers the aliases with a 301 before the app even starts.)
 */
export function AliasOrNotFound() {
  const { pathname, search, hash } = useLocation();
  const target = resolveAlias(pathname);
  return target ? <Navigate replace to={`${target}${search}${hash}`} /> : <NotFound />;
}
AliasOrNotFound.preload = NotFound.preload;

/** The public pages: plain route objects, rendered by the data router and by useRoutes alike. */
export const publicPages: RouteObject[] = [
  { index: true, Component: lazyRoute(() => import('./routes/home')) },
  { path: 'about', Component: lazyRoute(() => import('./routes/about')) },
  { path: 'artwork', Component: lazyRoute(() => import('./routes/artwork-list')) },
  { path: 'artwork/:id', Component: lazyRoute(() => import('./routes/artwork-detail')) },
  { path: 'collections', Component: lazyRouteWithSpinner(() => import('./routes/collections')) },
  { path: 'contact', Component: lazyRoute(() => import('./routes/contact')) },
  { path: 'mailing-list', Component: lazyRouteWithSpinner(() => import('./routes/mailing-list')) },
  { path: 'preview', Component: lazyRouteWithSpinner(() => import('./routes/preview')) },
  { path: 'checkout', Component: lazyRouteWithSpinner(() => import('./routes/checkout')) },
  {
    path: 'checkout/success',
    Component: lazyRouteWithSpinner(() => import('./routes/checkout-success')),
  },
  { path: 'blog', Component: lazyRoute(() => import('./routes/blog-list')) },
  { path: 'blog/:slug', Component: lazyRoute(() => import('./routes/blog-post')) },
  { path: 'cv', Component: lazyRoute(() => import('./routes/cv')) },
  { path: '*', Component: AliasOrNotFound },
];
