import type { BlogCategory } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBlogKey } from './keys';

/** GET /blog/categories: every category, for the editor's checkboxes. */
export const getCategories = (signal?: AbortSignal) =>
  api.get<BlogCategory[]>('/blog/categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminBlogKey, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
