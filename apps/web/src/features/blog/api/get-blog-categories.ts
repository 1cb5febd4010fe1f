import { blogCategoriesQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /blog/categories: every category with its number of published posts. */
export const blogCategoriesQueryOptions = () => queryOptions(fromApiQuery(blogCategoriesQuery()));

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
