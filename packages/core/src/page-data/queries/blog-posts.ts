import type { PostStatus } from '../../constants';
import type { BlogPost } from '../../schemas/blog';
import type { ApiQuery, Paginated } from '../api-query';

export interface BlogPostsParams {
  limit?: number;
  offset?: number;
  /** Category slug. */
  category?: string;
  search?: string;
  status?: PostStatus;
}

/** A page of posts with its pagination. */
export const blogPostsQuery = (params: BlogPostsParams): ApiQuery<Paginated<BlogPost>> => ({
  key: ['blog', 'posts', 'list', params],
  path: '/blog/posts',
  params: { ...params },
});
