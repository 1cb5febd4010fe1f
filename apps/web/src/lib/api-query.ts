import { type ApiQuery } from '@atelier/core/page-data';
import { api, ApiError } from './api-client';

/**
 * Fetches one of core's API queries: the request the server makes too when it embeds the
 * page's data, kept the same way (decision 022).
 */
export async function fetchQuery<T>(query: ApiQuery<T>, signal?: AbortSignal): Promise<T> {
  try {
    const answer = await api.get<unknown>(query.path, { query: query.params, signal });
    return query.toData ? query.toData(answer) : (answer as T);
  } catch (error) {
    if (query.missingIsNull && error instanceof ApiError && error.status === 404) return null as T;
    throw error;
  }
}

/** The TanStack Query key and fetcher of an API query: spread into `queryOptions`. */
export const fromApiQuery = <T>(query: ApiQuery<T>) => ({
  queryKey: query.key,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchQuery(query, signal),
});
