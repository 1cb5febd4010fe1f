import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { invalidateArtworks } from './invalidate-artworks';

export interface VisibilityChange {
  artworkIds: number[];
  isPublic: boolean;
}

/** PUT /artworks/bulk/visibility: shows or hides several works at once. */
export const setArtworksVisibility = ({ artworkIds, isPublic }: VisibilityChange) =>
  api.put<{ updated: number }>('/artworks/bulk/visibility', {
    artwork_ids: artworkIds,
    is_public: isPublic,
  });

export const useSetArtworksVisibility = () =>
  useCacheMutation(setArtworksVisibility, (queryClient) => invalidateArtworks(queryClient));
