import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { adminArtworkQueryOptions } from './get-admin-artwork';

/** DELETE /artworks/{id} */
export const deleteArtwork = (id: number) => api.delete<void>(`/artworks/${id}`);

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtwork,
    onSuccess: (_, id) => {
      const gone = adminArtworkQueryOptions(id).queryKey;
      // Everything refreshes except the deleted work itself, which would only answer 404
      // while its edit page is being left.
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: QUERY_PREFIXES.artworks,
          predicate: (query) => !sameKey(query.queryKey, gone),
        }),
        queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.collections }),
      ]);
    },
  });
}
