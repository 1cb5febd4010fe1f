import { LIST_LIMIT_MAX, type Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';
import { adminArtworksKey } from './artwork-keys';

/**
 * Every artwork in gallery order (hidden and gated ones too), read 100 at a time: reordering
 * needs the whole sequence, not one page of it.
 */
export async function getAllArtworks(signal?: AbortSignal): Promise<Artwork[]> {
  const all: Artwork[] = [];
  for (let offset = 0; ; offset += LIST_LIMIT_MAX) {
    const page = await api.get<Paginated<Artwork>>('/artworks', {
      query: { limit: LIST_LIMIT_MAX, offset, sort: 'ordering' },
      signal,
    });
    all.push(...page.data);
    if (page.data.length < LIST_LIMIT_MAX || all.length >= page.pagination.total) return all;
  }
}

export const allArtworksQueryOptions = () =>
  queryOptions({
    queryKey: [...adminArtworksKey, 'all'],
    queryFn: ({ signal }) => getAllArtworks(signal),
  });

export const useAllArtworks = () => useQuery(allArtworksQueryOptions());
