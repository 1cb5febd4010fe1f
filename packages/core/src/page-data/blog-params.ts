import { BLOG_PAGE_SIZE } from '../constants';
import { pageNumber, pageWindow } from './page-number';
import type { BlogPostsParams } from './queries/blog-posts';

export interface BlogListParams {
  page: number;
  /** Category slug; undefined for every category. */
  category: string | undefined;
}

/** The blog's ?page= and ?category=. */
export const blogListParams = (search: URLSearchParams): BlogListParams => ({
  page: pageNumber(search.get('page')),
  category: search.get('category') || undefined,
});

/** The published posts a blog list page shows: 9 a page. */
export const blogListPosts = ({ page, category }: BlogListParams): BlogPostsParams => ({
  ...pageWindow(page, BLOG_PAGE_SIZE),
  category,
  status: 'published',
});
