import type { Artwork, ArtworkInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { artworkSaved } from './invalidate-artworks';

/** POST /artworks: answers the stored artwork (with its id and collections). */
export const createArtwork = (input: ArtworkInput) => api.post<Artwork>('/artworks', input);

export const useCreateArtwork = () => useCacheMutation(createArtwork, artworkSaved);
