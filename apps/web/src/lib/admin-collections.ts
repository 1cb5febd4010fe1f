import type { Collection } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { QUERY_PREFIXES } from './query-keys';

/**
 * GET /collections with the admin's token: every collection in its order, with the count of
 * all its works (hidden ones too) and whether it is the password-gated preview. One query for
 * the collections screen and the artworks' collection filter and picker; under the shared
 * `collections` prefix, which every collections write invalidates.
 */
export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_PREFIXES.collections, 'admin'],
    queryFn: ({ signal }) => api.get<Collection[]>('/collections', { signal }),
  });

export const useAdminCollections = () => useQuery(adminCollectionsQueryOptions());
