import type { Artwork } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /artworks/{id}: one public work; hidden and locked preview works answer 404 like missing ones. */
export const getArtwork = (id: number, signal?: AbortSignal) =>
  api.get<Artwork>(`/artworks/${id}`, { signal });

export const artworkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['artworks', 'detail', id],
    queryFn: ({ signal }) => getArtwork(id, signal),
  });

/** The artwork, unless `id` is null (an invalid id is never sent to the server). */
export const useArtwork = (id: number | null) =>
  useQuery({ ...artworkQueryOptions(id ?? 0), enabled: id !== null });
