import type { Collection } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCollections } from './invalidate-collections';

/** PUT /collections/{id} with a new name; the slug stays, so shared links keep working. */
export const renameCollection = ({ id, name }: { id: number; name: string }) =>
  api.put<Collection>(`/collections/${id}`, { name });

export function useRenameCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}
