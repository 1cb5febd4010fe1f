import type { BlogCategory } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /blog/categories: every category with its number of published posts. */
export const getBlogCategories = (signal?: AbortSignal) =>
  api.get<BlogCategory[]>('/blog/categories', { signal });

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'categories'],
    queryFn: ({ signal }) => getBlogCategories(signal),
  });

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
