import type { Artwork, ArtworkInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { artworkSaved } from './invalidate-artworks';

/** PUT /artworks/{id} with every field of the form: the stored artwork comes back. */
export const updateArtwork = ({ id, input }: { id: number; input: ArtworkInput }) =>
  api.put<Artwork>(`/artworks/${id}`, input);

export const useUpdateArtwork = () => useCacheMutation(updateArtwork, artworkSaved);
