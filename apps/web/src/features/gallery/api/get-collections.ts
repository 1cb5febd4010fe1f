import { collectionsQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /collections: every collection with its public artwork count and whether it is gated. */
export const collectionsQueryOptions = () => queryOptions(fromApiQuery(collectionsQuery()));

export const useCollections = () => useQuery(collectionsQueryOptions());
