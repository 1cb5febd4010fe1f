import { RELATED_POSTS } from '../../constants';
import type { BlogPost } from '../../schemas/blog';
import type { ApiQuery, Paginated } from '../api-query';

/** One published post (a 404 for drafts and future posts). */
export const blogPostQuery = (slug: string): ApiQuery<BlogPost> => ({
  key: ['blog', 'posts', 'detail', slug],
  path: `/blog/posts/${encodeURIComponent(slug)}`,
});

/** How many listed posts are considered: the current one may be among them (docs/product.md §7). */
export const RELATED_POST_CANDIDATES = RELATED_POSTS + 1;

/** What the related posts show of each post. */
export type RelatedPostCandidate = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'excerpt' | 'created_at'
>;

/**
 * The posts a post's related ones are picked from: the published posts of its first category,
 * or all published posts when it has none. Only the first few are ever shown, and only their
 * title, excerpt and date, so that is all the cache keeps: the rest (whole bodies, about 19 KB
 * on the demo posts) would otherwise travel in every post page's initial data (decision 030).
 */
export const relatedPostsQuery = (
  post: Pick<BlogPost, 'id' | 'categories'>,
): ApiQuery<RelatedPostCandidate[]> => {
  const category = post.categories[0]?.slug;
  const params = category
    ? { category, status: 'published' as const }
    : { status: 'published' as const };
  return {
    key: ['blog', 'posts', 'related', post.id, params],
    path: '/blog/posts',
    params,
    toData: (answer) =>
      (answer as Paginated<BlogPost>).data
        .slice(0, RELATED_POST_CANDIDATES)
        .map(({ id, slug, title, excerpt, created_at }) => ({
          id,
          slug,
          title,
          excerpt,
          created_at,
        })),
  };
};
