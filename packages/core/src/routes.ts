/**
 * Public paths of the site known to the server as well as the browser: the aliases of SPEC §2
 * (the server answers them with a permanent redirect, the app with a history replace) and the
 * patterns of every public page (anything else is the not-found page, status 404).
 */

/** Old and friendly URLs (SPEC §2), matched on the lowercase path without a trailing slash. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/gallery': '/artwork',
  '/paintings': '/artwork',
  '/portfolio': '/artwork',
  '/shop': '/artwork',
  '/store': '/artwork',
  '/bio': '/about',
  '/artist': '/about',
  '/newsletter': '/mailing-list',
  '/subscribe': '/mailing-list',
  '/contact-me': '/contact',
  '/commissions': '/contact',
};

/** Target of an alias path ('/Gallery/' -> '/artwork'), or null when it is not an alias. */
export function resolveAlias(pathname: string): string | null {
  const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return PATH_ALIASES[key] ?? null;
}

/**
 * The app's route module for each public path pattern (React Router syntax). The server uses
 * it to preload the module of the page it answers; a web test checks it against routes.tsx.
 */
export const PUBLIC_ROUTE_MODULES = {
  '/': 'home',
  '/about': 'about',
  '/artwork': 'artwork-list',
  '/artwork/:id': 'artwork-detail',
  '/collections': 'collections',
  '/contact': 'contact',
  '/mailing-list': 'mailing-list',
  '/preview': 'preview',
  '/checkout': 'checkout',
  '/checkout/success': 'checkout-success',
  '/blog': 'blog-list',
  '/blog/:slug': 'blog-post',
  '/cv': 'cv',
} as const;

export type PublicRoutePattern = keyof typeof PUBLIC_ROUTE_MODULES;
export type RouteModuleName = (typeof PUBLIC_ROUTE_MODULES)[PublicRoutePattern] | 'not-found';

export interface RouteMatch {
  pattern: PublicRoutePattern | null;
  module: RouteModuleName;
  params: Record<string, string>;
}

/** The public route a path shows (trailing slash ignored), or the not-found page. */
export function matchPublicRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').slice(1);
  for (const pattern of Object.keys(PUBLIC_ROUTE_MODULES) as PublicRoutePattern[]) {
    const parts = pattern.split('/').slice(1);
    if (parts.length !== segments.length && !(pattern === '/' && path === '/')) continue;
    const params: Record<string, string> = {};
    const ok =
      pattern === '/'
        ? path === '/'
        : parts.every((part, i) => {
            const segment = segments[i]!;
            if (part.startsWith(':')) {
              if (!segment) return false;
              try {
                params[part.slice(1)] = decodeURIComponent(segment);
              } catch {
                return false;
              }
              return true;
            }
            return part === segment.toLowerCase();
          });
    if (ok) return { pattern, module: PUBLIC_ROUTE_MODULES[pattern], params };
  }
  return { pattern: null, module: 'not-found', params: {} };
}
