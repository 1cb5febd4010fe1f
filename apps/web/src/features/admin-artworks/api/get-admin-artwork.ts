import type { Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArtworksKey } from './artwork-keys';

/** GET /artworks/{id} with the admin's token: hidden works answer too. */
export const getAdminArtwork = (id: number, signal?: AbortSignal) =>
  api.get<Artwork>(`/artworks/${id}`, { signal });

export const adminArtworkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminArtworksKey, 'detail', id],
    queryFn: ({ signal }) => getAdminArtwork(id, signal),
  });

export const useAdminArtwork = (id: number) => useQuery(adminArtworkQueryOptions(id));
