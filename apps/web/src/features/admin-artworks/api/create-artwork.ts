import type { Artwork, ArtworkInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArtworkQueryOptions } from './get-admin-artwork';
import { invalidateArtworks } from './invalidate-artworks';

/** POST /artworks: answers the stored artwork (with its id and collections). */
export const createArtwork = (input: ArtworkInput) => api.post<Artwork>('/artworks', input);

export function useCreateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArtwork,
    onSuccess: async (artwork) => {
      queryClient.setQueryData(adminArtworkQueryOptions(artwork.id).queryKey, artwork);
      await invalidateArtworks(queryClient);
    },
  });
}
