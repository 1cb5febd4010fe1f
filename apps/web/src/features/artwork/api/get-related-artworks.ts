import { relatedArtworksQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/**
 * GET /artworks/{id}/related: up to 4 works of the same first collection, else featured ones,
 * never the artwork itself (docs/product.md §2).
 */
export const relatedArtworksQueryOptions = (id: number) =>
  queryOptions(fromApiQuery(relatedArtworksQuery(id)));

export const useRelatedArtworks = (id: number) => useQuery(relatedArtworksQueryOptions(id));
