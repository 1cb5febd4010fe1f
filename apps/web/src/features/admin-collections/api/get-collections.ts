import type { Collection } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';

/**
 * GET /collections with the admin's token: every collection in its order, with the count of
 * all its works (hidden ones too) and whether it is the password-gated preview.
 */
export const getCollections = (signal?: AbortSignal) =>
  api.get<Collection[]>('/collections', { signal });

/** Under the shared `collections` prefix, which every collections write invalidates. */
export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_PREFIXES.collections, 'admin'],
    queryFn: ({ signal }) => getCollections(signal),
  });

export const useAdminCollections = () => useQuery(adminCollectionsQueryOptions());
