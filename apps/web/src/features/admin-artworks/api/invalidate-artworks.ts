import type { Artwork } from '@atelier/core';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { adminArtworkQueryOptions } from './get-admin-artwork';

/**
 * After any artwork write: every artworks query (admin tables, gallery, artwork pages, home)
 * and the collections, whose artwork counts may have changed.
 */
export const invalidateArtworks = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks }),
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.collections }),
  ]);

/**
 * After a create or an update, which answers the stored work: its edit page shows it from the
 * cache at once, and every other view of artworks and collections refreshes.
 */
export async function artworkSaved(queryClient: QueryClient, artwork: Artwork) {
  queryClient.setQueryData(adminArtworkQueryOptions(artwork.id).queryKey, artwork);
  await invalidateArtworks(queryClient);
}
