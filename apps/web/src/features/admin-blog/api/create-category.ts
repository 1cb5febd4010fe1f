import type { BlogCategory, BlogCategoryInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoriesQueryOptions } from './get-categories';

/** POST /blog/categories: a new category (the server makes its slug). */
export const createCategory = (input: BlogCategoryInput) =>
  api.post<BlogCategory>('/blog/categories', input);

/** Creates a category and adds it to the cached list at once, so its checkbox appears. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (created) => {
      queryClient.setQueryData<BlogCategory[]>(categoriesQueryOptions().queryKey, (list = []) =>
        [...list.filter((c) => c.id !== created.id), created].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );
      // The public blog's category filter reads the list again.
      void queryClient.invalidateQueries({ queryKey: ['blog', 'categories'] });
    },
  });
}
