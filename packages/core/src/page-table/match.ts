import { PAGES, PAGE_TABLE, type PublicPage, type PublicPageEntry } from './table';

export interface PageMatch {
  name: PublicPage;
  page: PublicPageEntry;
  /** The pattern's parameters, decoded (`/blog/caf%C3%A9` gives `{ slug: 'café' }`). */
  params: Record<string, string>;
}

/** The parameters of `path` under `pattern`, or null when it does not match (case-insensitive). */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const parts = pattern.split('/').slice(1);
  const segments = path.split('/').slice(1);
  if (pattern === '/' || path === '/') return pattern === path ? {} : null;
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (!part.startsWith(':')) {
      if (part !== segment.toLowerCase()) return null;
      continue;
    }
    if (!segment) return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

/** The page a path shows (trailing slash ignored): a page of the table, else the not-found page. */
export function matchPage(pathname: string): PageMatch {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [name, page] of PAGES) {
    if (page.pattern === '*') continue;
    const params = matchPattern(page.pattern, path);
    if (params) return { name, page, params };
  }
  return { name: 'notFound', page: PAGE_TABLE.notFound, params: {} };
}

/**
 * The canonical form of a page's URL (path and query): only the parameters its table entry
 * reads, the first value of each, sorted by name. A path that is no page of the table (an
 * alias to redirect, a missing page) is left as it is.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const { name, page } = matchPage(pathname);
  if (name === 'notFound') return url;
  const known: readonly string[] = page.query ?? [];
  const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const kept = known
    .filter((key) => search.has(key))
    .sort()
    .map((key): [string, string] => [key, search.get(key)!]);
  return kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}
