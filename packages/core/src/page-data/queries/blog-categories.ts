import type { BlogCategory } from '../../schemas/blog';
import type { ApiQuery } from '../api-query';

/** Every category with its number of published posts. */
export const blogCategoriesQuery = (): ApiQuery<BlogCategory[]> => ({
  key: ['blog', 'categories'],
  path: '/blog/categories',
});
