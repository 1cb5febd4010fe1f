import type { Artwork, ArtworkInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArtworkQueryOptions } from './get-admin-artwork';
import { invalidateArtworks } from './invalidate-artworks';

/** PUT /artworks/{id} with every field of the form: the stored artwork comes back. */
export const updateArtwork = ({ id, input }: { id: number; input: ArtworkInput }) =>
  api.put<Artwork>(`/artworks/${id}`, input);

export function useUpdateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArtwork,
    onSuccess: async (artwork) => {
      queryClient.setQueryData(adminArtworkQueryOptions(artwork.id).queryKey, artwork);
      await invalidateArtworks(queryClient);
    },
  });
}
