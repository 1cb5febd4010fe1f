import type { Collection, CollectionInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCollections } from './invalidate-collections';

/** POST /collections: a new collection goes last; 409 when the name is taken. */
export const createCollection = (input: CollectionInput) =>
  api.post<Collection>('/collections', input);

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}
