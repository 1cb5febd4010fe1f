import { INITIAL_STATE_ELEMENT_ID, type DehydratedState } from '@atelier/core/page-data';
import { hashKey, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Puts the data the server embedded in the page (a dehydrated TanStack Query state, under the
 * features' own query keys) into the query cache, so the first screen renders without asking
 * the API. The data is as fresh as the page: it is stamped with this browser's clock now. A
 * page without it (or with a broken one) simply fetches as usual.
 */
export function hydrateInitialData(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return 0;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return 0;
  }
  return hydrateFresh(client, state);
}

/**
 * Puts a dehydrated state into the cache as data fetched just now. The server renders the page
 * the same way (entry-server.tsx), so neither side sees stale data and starts a refetch: the
 * hydrating render matches the server's HTML, loading flags included.
 */
export function hydrateFresh(client: QueryClient, state: DehydratedState): number {
  const now = Date.now();
  const queries = (state.queries ?? []).map((query) => ({
    ...query,
    queryHash: hashKey(query.queryKey),
    dehydratedAt: now,
    state: { ...query.state, dataUpdatedAt: now },
  }));
  hydrate(client, { mutations: [], queries });
  return queries.length;
}
