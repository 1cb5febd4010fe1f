import type { QueryClient } from '@tanstack/react-query';
import { QUERY_PREFIXES } from '@/lib/query-keys';

/**
 * After a collection write: every collections query (admin, gallery filter, collections page)
 * and every artworks query, which carry collection names and memberships.
 */
export const invalidateCollections = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.collections }),
    queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks }),
  ]);
