import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { invalidateCollections } from './invalidate-collections';

/** DELETE /collections/{id}: the collection goes, its artworks stay. */
export const deleteCollection = (id: number) => api.delete<void>(`/collections/${id}`);

export const useDeleteCollection = () =>
  useCacheMutation(deleteCollection, (queryClient) => invalidateCollections(queryClient));
