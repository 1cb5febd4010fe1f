/**
 * What the server writes into a page's HTML for the app (decisions 014 and 016): the page's
 * initial data as a TanStack Query dehydrated state, and the marks on its head and root.
 */

/** One piece of initial data: the query key a feature reads, and what its fetcher returns. */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

/** One query of a dehydrated TanStack Query state (the subset `hydrate` reads). */
export interface DehydratedQuery {
  queryKey: readonly unknown[];
  state: {
    data: unknown;
    dataUpdatedAt: number;
    dataUpdateCount: number;
    error: null;
    errorUpdatedAt: number;
    errorUpdateCount: number;
    fetchFailureCount: number;
    fetchFailureReason: null;
    fetchMeta: null;
    isInvalidated: boolean;
    status: 'success';
    fetchStatus: 'idle';
  };
}

export interface DehydratedState {
  mutations: [];
  queries: DehydratedQuery[];
}

/**
 * The queries as a dehydrated state: what the server embeds, and what the web app's server
 * renderer and the browser hydrate. `dataUpdatedAt` is 0: the browser stamps the data with its
 * own clock when it hydrates, so the page's bytes (and its ETag) change only when the data does.
 */
export function dehydratedState(queries: readonly InitialQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(({ key, data }) => ({
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

/** Id of the <script type="application/json"> holding the page's initial data. */
export const INITIAL_STATE_ELEMENT_ID = 'initial-state';
/** Attribute of head tags written by the server, removed by the app after its first navigation. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
/**
 * Attribute of the app's root while it holds server HTML the app has not hydrated yet: its
 * controls do nothing until then, so they take no clicks either (decision 016).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
