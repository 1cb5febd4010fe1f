import type { BlogPost } from '../../schemas/blog';
import type { ApiQuery, Paginated } from '../api-query';

/** One published post (a 404 for drafts and future posts). */
export const blogPostQuery = (slug: string): ApiQuery<BlogPost> => ({
  key: ['blog', 'posts', 'detail', slug],
  path: `/blog/posts/${encodeURIComponent(slug)}`,
});

/**
 * The posts a post's related ones are picked from: the published posts of its first category,
 * or all published posts when it has none.
 */
export const relatedPostsQuery = (
  post: Pick<BlogPost, 'id' | 'categories'>,
): ApiQuery<Paginated<BlogPost>> => {
  const category = post.categories[0]?.slug;
  const params = category
    ? { category, status: 'published' as const }
    : { status: 'published' as const };
  return { key: ['blog', 'posts', 'related', post.id, params], path: '/blog/posts', params };
};
