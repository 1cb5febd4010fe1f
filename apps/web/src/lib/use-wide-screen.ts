import { useSyncExternalStore } from 'react';

/**
 * Where admin lists turn from cards into tables (Tailwind's `lg`, 1024 px). Below it the
 * sidebar leaves at most about 780 px (and a phone 358 px), too narrow for five or more
 * columns without sideways scrolling (decision 045, decision 050).
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE_SCREEN_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/**
 * Whether the window is at least 1024 px wide, following it as it changes. Without
 * matchMedia (jsdom, the server) the answer is "wide", so component tests see tables.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? true,
    () => true,
  );
}
