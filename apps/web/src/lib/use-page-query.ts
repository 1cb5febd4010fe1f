import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, type Paginated, type QueryValue } from './api-client';

/** Which page of an admin list to show, and how many rows a page holds. */
export interface PageParams {
  page: number;
  limit: number;
}

/**
 * One page of an admin list: GET `path` with `query`, answered whole ({ data, pagination }).
 * The previous page stays on screen (dimmed) while the next page, search or filter loads, and
 * that newer request cancels the one it replaces. `staleTime` is for lists that must refresh
 * whenever they are opened.
 */
export function usePageQuery<T>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, QueryValue>,
  { staleTime }: { staleTime?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Paginated<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    // Only when given: an undefined staleTime would override the client's default.
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
