import type { Collection } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /collections: every collection with its public artwork count and whether it is gated. */
export const getCollections = (signal?: AbortSignal) =>
  api.get<Collection[]>('/collections', { signal });

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'],
    queryFn: ({ signal }) => getCollections(signal),
  });

export const useCollections = () => useQuery(collectionsQueryOptions());
