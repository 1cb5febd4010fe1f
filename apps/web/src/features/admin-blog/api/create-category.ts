import type { BlogCategory, BlogCategoryInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { categoriesQueryOptions } from './get-categories';

/** POST /blog/categories: a new category (the server makes its slug). */
export const createCategory = (input: BlogCategoryInput) =>
  api.post<BlogCategory>('/blog/categories', input);

/** Creates a category and adds it to the cached list at once, so its checkbox appears. */
export const useCreateCategory = () =>
  useCacheMutation(createCategory, (queryClient, created) => {
    queryClient.setQueryData<BlogCategory[]>(categoriesQueryOptions().queryKey, (list = []) =>
      [...list.filter((c) => c.id !== created.id), created].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    // The public blog's category filter reads the list again.
    void queryClient.invalidateQueries({ queryKey: ['blog', 'categories'] });
  });
