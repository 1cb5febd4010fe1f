import { withQuery, type QueryValue } from '../rules/url';
import type { Pagination } from '../schemas/common';

/**
 * A read of the public API that a page shows, with the TanStack Query key the web app caches
 * its answer under. The web features fetch through these; the server makes the same reads for
 * a page's initial data and embeds the answers under the same keys, so the browser finds them
 * in its cache and asks nothing (decisions 014 and 019). One descriptor, so the two never
 * drift apart. Each lives in `queries/`, one file per read (as the features' api files are),
 * so a page's chunk carries only its own.
 */
export interface ApiQuery<T = unknown> {
  key: readonly unknown[];
  /** Path under the API prefix, without the query string. */
  path: string;
  params?: Record<string, QueryValue>;
  /** What the cache keeps of the answer (its `answerData`), when that is not the answer itself. */
  toData?: (answer: unknown) => T;
  /** A 404 is no error but "nothing yet": the data is null. */
  missingIsNull?: true;
}

/** A list answer, kept whole so callers have its pagination. */
export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** The API's JSON body as the app keeps it: a list (it has `pagination`) whole, else its `data`. */
export function answerData(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  return 'pagination' in body ? body : (body as { data?: unknown }).data;
}

/** The request of a query: its path with the query string. */
export const queryUrl = (query: ApiQuery) => withQuery(query.path, query.params);

/** The data a query keeps of a body the API answered with 200. */
export const queryData = <T>(query: ApiQuery<T>, body: unknown): T => {
  const data = answerData(body);
  return query.toData ? query.toData(data) : (data as T);
};
