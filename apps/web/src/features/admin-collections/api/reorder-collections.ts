import type { Collection, CollectionReorderInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { adminCollectionsQueryOptions } from './get-collections';

type OrderChanges = CollectionReorderInput['collections'];

/** PUT /collections/reorder: the new `ordering` of each collection that moved. */
export const reorderCollections = (collections: OrderChanges) =>
  api.put<{ updated: number }>('/collections/reorder', { collections });

/** The list after moving `from` to `to`, numbered 0..n-1, and the collections that changed. */
export function moveCollection(list: Collection[], from: number, to: number) {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  const changes: OrderChanges = [];
  const numbered = next.map((collection, ordering) => {
    if (collection.ordering === ordering) return collection;
    changes.push({ id: collection.id, ordering });
    return { ...collection, ordering };
  });
  return { list: numbered, changes };
}

/**
 * Moves a collection in the cached list at once and saves it; saves run one after another
 * (one mutation scope). A failed save reloads the server's order.
 */
export function useReorderCollections() {
  const queryClient = useQueryClient();
  const key = adminCollectionsQueryOptions().queryKey;
  const mutation = useMutation({
    mutationFn: reorderCollections,
    scope: { id: 'collections-order' },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    // The gallery's collection buttons follow; this list already shows the new order.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: QUERY_PREFIXES.collections,
        predicate: (query) =>
          query.queryKey.length !== key.length || query.queryKey.some((part, i) => part !== key[i]),
      }),
  });

  const move = (from: number, to: number) => {
    const current = queryClient.getQueryData(key);
    if (!current || from === to) return Promise.resolve();
    const { list, changes } = moveCollection(current, from, to);
    queryClient.setQueryData(key, list);
    return changes.length > 0 ? mutation.mutateAsync(changes) : Promise.resolve();
  };

  return { move, isPending: mutation.isPending, isError: mutation.isError };
}
