import type { QueryClient } from '@tanstack/react-query';
import { QUERY_PREFIXES } from '@/lib/query-keys';

/**
 * After any artwork write: every artworks query (admin tables, gallery, artwork pages, home)
 * and the collections, whose artwork counts may have changed.
 */
export const invalidateArtworks = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks }),
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.collections }),
  ]);
