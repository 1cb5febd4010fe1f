import type { Artwork, BulkReorderInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { allArtworksQueryOptions } from './get-all-artworks';

type OrderChanges = BulkReorderInput['artworks'];

/** PUT /artworks/bulk/reorder: the new `ordering` of each work that moved. */
export const reorderArtworks = (artworks: OrderChanges) =>
  api.put<{ updated: number }>('/artworks/bulk/reorder', { artworks });

/**
 * The list after moving the item at `from` to `to`, numbered 0..n-1, and the works whose
 * number changed. Works that keep their number are not sent: they already hold it.
 */
export function moveInOrder(list: Artwork[], from: number, to: number) {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  const changes: OrderChanges = [];
  const numbered = next.map((artwork, ordering) => {
    if (artwork.ordering === ordering) return artwork;
    changes.push({ id: artwork.id, ordering });
    return { ...artwork, ordering };
  });
  return { list: numbered, changes };
}

/**
 * Moves a work in the cached gallery order at once and saves the move. Saves run one after
 * another (one mutation scope), so quick moves reach the server in the order they were made;
 * a failed save reloads the order the server has.
 */
export function useReorderArtworks() {
  const queryClient = useQueryClient();
  const key = allArtworksQueryOptions().queryKey;
  const mutation = useMutation({
    mutationFn: reorderArtworks,
    scope: { id: 'artworks-order' },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    // Everything else that lists works (gallery, tables, home) follows; this list already does.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: QUERY_PREFIXES.artworks,
        predicate: (query) =>
          query.queryKey.length !== key.length || query.queryKey.some((part, i) => part !== key[i]),
      }),
  });

  const move = (from: number, to: number) => {
    const current = queryClient.getQueryData(key);
    if (!current || from === to) return Promise.resolve();
    const { list, changes } = moveInOrder(current, from, to);
    queryClient.setQueryData(key, list);
    return changes.length > 0 ? mutation.mutateAsync(changes) : Promise.resolve();
  };

  return { move, isPending: mutation.isPending, isError: mutation.isError, error: mutation.error };
}
