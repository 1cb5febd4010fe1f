import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCollections } from './invalidate-collections';

/** DELETE /collections/{id}: the collection goes, its artworks stay. */
export const deleteCollection = (id: number) => api.delete<void>(`/collections/${id}`);

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}
