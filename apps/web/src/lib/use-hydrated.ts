import { useSyncExternalStore } from 'react';

// Public pages are rendered on the server and hydrated in the browser (decision 016). The first
// browser render must produce the server's HTML exactly; what only the browser knows (the cart
// in localStorage, the visitor's time zone, the page's own URL) follows right after it.

const subscribeNever = () => () => undefined;

/**
 * `browserValue` in the browser, except during hydration and on the server, where it is
 * `serverValue`: React renders the server snapshot while hydrating, then renders again with
 * the browser's. Values must be stable (strings, numbers, booleans).
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  browserValue: T,
  serverValue: T,
): T {
  return useSyncExternalStore(
    subscribeNever,
    () => browserValue,
    () => serverValue,
  );
}

/** False on the server and while hydrating; true once the page is the browser's own. */
export const useHydrated = (): boolean => useBrowserValue(true, false);
