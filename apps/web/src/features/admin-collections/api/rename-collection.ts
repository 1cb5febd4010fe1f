import type { Collection } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { invalidateCollections } from './invalidate-collections';

/** PUT /collections/{id} with a new name; the slug stays, so shared links keep working. */
export const renameCollection = ({ id, name }: { id: number; name: string }) =>
  api.put<Collection>(`/collections/${id}`, { name });

export const useRenameCollection = () =>
  useCacheMutation(renameCollection, (queryClient) => invalidateCollections(queryClient));
