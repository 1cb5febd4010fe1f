import { RELATED_ARTWORKS, type Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /artworks/{id}/related: up to 4 works of the same first collection, else featured ones,
 * never the artwork itself (SPEC §2).
 */
export const getRelatedArtworks = (id: number, signal?: AbortSignal) =>
  api.get<Artwork[]>(`/artworks/${id}/related`, { query: { limit: RELATED_ARTWORKS }, signal });

export const relatedArtworksQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['artworks', 'related', id],
    queryFn: ({ signal }) => getRelatedArtworks(id, signal),
  });

export const useRelatedArtworks = (id: number) => useQuery(relatedArtworksQueryOptions(id));
