import type { Collection } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';

/**
 * GET /collections for the collection filter and the form's picker. Under the shared
 * `collections` prefix, so a collection created or renamed elsewhere shows up here.
 */
export const getCollectionOptions = (signal?: AbortSignal) =>
  api.get<Collection[]>('/collections', { signal });

export const collectionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_PREFIXES.collections, 'admin'],
    queryFn: ({ signal }) => getCollectionOptions(signal),
  });

export const useCollectionOptions = () => useQuery(collectionOptionsQueryOptions());
