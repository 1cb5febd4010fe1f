import { PAGES, PAGE_TABLE, resolveAlias, type PublicPageEntry } from '@atelier/core/page-table';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage, lazyPageWithSpinner, type PageModuleExports } from './lazy-page';

/**
 * Every page's component, `pages/<module>.tsx`: each its own chunk (decision 012), found by
 * the module its entry in the page table names (decision 022).
 */
const PAGE_COMPONENTS = import.meta.glob<PageModuleExports>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
]);

/** The page's component: a spinner meanwhile for the pages the table loads that way. */
function componentOf(page: PublicPageEntry) {
  const load = PAGE_COMPONENTS[`./pages/${page.module}.tsx`];
  if (!load)
    throw new Error(`The page table's "${page.module}" has no app/pages/${page.module}.tsx`);
  return page.loading === 'spinner' ? lazyPageWithSpinner(load) : lazyPage(load);
}

/**
 * The public pages as route objects, one per entry of the page table, rendered by the data
 * router (admin app) and by useRoutes (the visitor's app) alike. Each call makes components whose
 * code has not arrived yet: the apps use one set (`publicPages`), a test of loading its own.
 */
export function publicPageRoutes(): RouteObject[] {
  const NotFound = componentOf(PAGE_TABLE.notFound);
  /**
   * Unknown paths first try the aliases (lowercased, so /Gallery works), redirecting with
   * history replace and keeping the query string; anything else is the not-found page. (The
   * server answers the aliases with a 301 before the app even starts.)
   */
  function AliasOrNotFound() {
    const { pathname, search, hash } = useLocation();
    const target = resolveAlias(pathname);
    return target ? <Navigate replace to={`${target}${search}${hash}`} /> : <NotFound />;
  }
  AliasOrNotFound.preload = NotFound.preload;
  return PAGES.map(([, page]): RouteObject => {
    if (page.pattern === '*') return { path: '*', Component: AliasOrNotFound };
    const Component = componentOf(page);
    return page.pattern === '/'
      ? { index: true, Component }
      : { path: page.pattern.slice(1), Component };
  });
}

export const publicPages = publicPageRoutes();
