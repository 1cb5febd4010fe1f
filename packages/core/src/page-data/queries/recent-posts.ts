import { HOME_RECENT_POSTS } from '../../constants';
import type { BlogPost } from '../../schemas/blog';
import type { ApiQuery } from '../api-query';

/** The newest published posts (home, "From the Studio"). */
export const recentPostsQuery = (limit: number = HOME_RECENT_POSTS): ApiQuery<BlogPost[]> => ({
  key: ['blog', 'posts', 'recent', limit],
  path: '/blog/posts/recent',
  params: { limit },
});
