import type { Collection } from '@atelier/core';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { useReorder, type OrderChange } from '@/lib/use-reorder';
import { adminCollectionsQueryOptions } from './get-collections';

/** PUT /collections/reorder: the new `ordering` of each collection that moved. */
export const reorderCollections = (collections: OrderChange[]) =>
  api.put<{ updated: number }>('/collections/reorder', { collections });

/**
 * Moves a collection in the cached list at once and saves it; the gallery's collection
 * buttons follow.
 */
export const useReorderCollections = () =>
  useReorder<Collection>({
    queryKey: adminCollectionsQueryOptions().queryKey,
    prefix: QUERY_PREFIXES.collections,
    scope: 'collections-order',
    save: reorderCollections,
  });
