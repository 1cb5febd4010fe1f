import type { DehydratedState } from '@atelier/core';

/** One piece of initial data: the query key a feature reads and the value its fetcher returns. */
export interface QueryEntry {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The entries as a TanStack Query dehydrated state (what `hydrate` reads in the browser). The
 * browser stamps `dataUpdatedAt` when it reads them (its own clock, no skew), so the page's
 * bytes, and with them its ETag, change only when the data does.
 */
export function dehydrated(entries: QueryEntry[]): DehydratedState {
  return {
    mutations: [],
    queries: entries.map(({ key, data }) => ({
      queryKey: key,
      state: {
        data,
        dataUpdatedAt: 0,
        dataUpdateCount: 1,
        error: null,
        errorUpdatedAt: 0,
        errorUpdateCount: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}
