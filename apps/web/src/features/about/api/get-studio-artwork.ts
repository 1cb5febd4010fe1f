import type { Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/**
 * The picture beside the bio. There is no artist photo in the content model yet, so the page
 * shows the first featured painting instead (GET /artworks?featured=true&limit=1); null when
 * there is none.
 */
export async function getStudioArtwork(): Promise<Artwork | null> {
  const page = await api.get<Paginated<Artwork>>('/artworks', {
    query: { featured: true, limit: 1 },
  });
  return page.data[0] ?? null;
}

export const studioArtworkQueryOptions = () =>
  // Its own key: the gallery caches whole pages under 'artworks' and must not see this shape.
  queryOptions({ queryKey: ['about', 'studio-artwork'], queryFn: getStudioArtwork });

export const useStudioArtwork = () => useQuery(studioArtworkQueryOptions());
