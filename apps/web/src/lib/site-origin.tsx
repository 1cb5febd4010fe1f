import { createContext, useContext } from 'react';
import { useBrowserValue } from './use-hydrated';

/**
 * The site's origin for absolute links (share links, social cards). The server renders with its
 * PUBLIC_URL and the browser hydrates with the same value it was given, then uses its own
 * address: the one the visitor actually sees.
 */
const SiteOriginContext = createContext('');

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  const serverOrigin = useContext(SiteOriginContext);
  return useBrowserValue(
    typeof window === 'undefined' ? serverOrigin : window.location.origin,
    serverOrigin,
  );
}

/** `path` (site-relative or absolute) as an absolute URL on this site. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useSiteOrigin();
  return (path) => (origin ? new URL(path, origin).href : path);
}
