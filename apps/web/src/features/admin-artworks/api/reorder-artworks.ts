import type { Artwork } from '@atelier/core';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { useReorder, type OrderChange } from '@/lib/use-reorder';
import { allArtworksQueryOptions } from './get-all-artworks';

/** PUT /artworks/bulk/reorder: the new `ordering` of each work that moved. */
export const reorderArtworks = (artworks: OrderChange[]) =>
  api.put<{ updated: number }>('/artworks/bulk/reorder', { artworks });

/**
 * Moves a work in the cached gallery order at once and saves the move; everything else that
 * lists works (gallery, tables, home) follows.
 */
export const useReorderArtworks = () =>
  useReorder<Artwork>({
    queryKey: allArtworksQueryOptions().queryKey,
    prefix: QUERY_PREFIXES.artworks,
    scope: 'artworks-order',
    save: reorderArtworks,
  });
