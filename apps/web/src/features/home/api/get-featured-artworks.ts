import type { Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/** GET /artworks?featured=true: the hero's slides; the first three are "Recent Works". */
export const getFeaturedArtworks = (signal?: AbortSignal) =>
  api.get<Paginated<Artwork>>('/artworks', { query: { featured: true }, signal });

export const featuredArtworksQueryOptions = () =>
  queryOptions({
    queryKey: ['artworks', 'list', { featured: true }],
    queryFn: ({ signal }) => getFeaturedArtworks(signal),
    select: (page) => page.data,
  });

export const useFeaturedArtworks = () => useQuery(featuredArtworksQueryOptions());
