import { API_PREFIX } from '@atelier/core';
import type { CacheScope } from './response-cache';

// Which public data an API path shows or changes: the public cache (plugins/public-cache.ts)
// empties by it after a write, and a page (modules/seo/web.routes.ts) keeps by it what it read.

/**
 * Public reads that every anonymous visitor gets alike (docs/product.md §7), and the data each
 * shows besides the site's ('site' alone for the site's settings and page texts).
 */
const CACHEABLE: [prefix: string, scopes: CacheScope[]][] = [
  ['/artworks', ['works']],
  ['/collections', ['works']],
  ['/blog/', ['posts']],
  ['/page-content/', []],
  ['/settings/', []],
].map(([prefix, scopes]) => [`${API_PREFIX}${prefix as string}`, scopes as CacheScope[]]);

/**
 * What a write under each path may change. Orders, payments and accepted offers put works on
 * hold or sell them, so they change the works; a write under any other path (settings, page texts, or a route
 * added later) empties everything, which is always safe.
 */
const WRITES: [prefix: string, scopes: CacheScope[]][] = [
  ['/artworks', ['works']],
  ['/collections', ['works']],
  ['/checkout/orders', ['works']],
  ['/admin/orders/', ['works']],
  ['/payments/', ['works']],
  // Accepting an offer (the artist's, or the buyer's counter) reserves the work.
  ['/offers/', ['works']],
  ['/admin/offers/', ['works']],
  ['/admin/reservations', ['works']],
  ['/blog/', ['posts']],
].map(([prefix, scopes]) => [`${API_PREFIX}${prefix as string}`, scopes as CacheScope[]]);

/** A public read every anonymous visitor gets alike (under one of the paths above). */
export const isCacheablePath = (path: string) =>
  CACHEABLE.some(([prefix]) => path.startsWith(prefix));

/** The data an API path shows (a read) or changes (a write). */
export function scopesOfApiPath(path: string, method = 'GET'): CacheScope[] {
  const table = method === 'GET' ? CACHEABLE : WRITES;
  return table.find(([prefix]) => path.startsWith(prefix))?.[1] ?? ['site'];
}
