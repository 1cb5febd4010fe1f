import { api } from '@/lib/api-client';
import { isSameKey, QUERY_PREFIXES } from '@/lib/query-keys';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { adminArtworkQueryOptions } from './get-admin-artwork';

/** DELETE /artworks/{id} */
export const deleteArtwork = (id: number) => api.delete<void>(`/artworks/${id}`);

export const useDeleteArtwork = () =>
  useCacheMutation(deleteArtwork, (queryClient, _, id) => {
    const gone = adminArtworkQueryOptions(id).queryKey;
    // Everything refreshes except the deleted work itself, which would only answer 404
    // while its edit page is being left.
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: QUERY_PREFIXES.artworks,
        predicate: (query) => !isSameKey(query.queryKey, gone),
      }),
      queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.collections }),
    ]);
  });
