import type { Collection, CollectionInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { invalidateCollections } from './invalidate-collections';

/** POST /collections: a new collection goes last; 409 when the name is taken. */
export const createCollection = (input: CollectionInput) =>
  api.post<Collection>('/collections', input);

export const useCreateCollection = () =>
  useCacheMutation(createCollection, (queryClient) => invalidateCollections(queryClient));
