import type { BlogPost } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickRelatedPosts } from '../lib/related-posts';
import { getBlogPosts } from './get-blog-posts';

/**
 * The related-posts call of SPEC §7: GET /blog/posts with the slug of the post's first
 * category and status=published, or with status=published only when it has no category.
 */
export const relatedPostsQueryOptions = (post: Pick<BlogPost, 'id' | 'categories'>) => {
  const category = post.categories[0]?.slug;
  const params = category
    ? { category, status: 'published' as const }
    : { status: 'published' as const };
  return queryOptions({
    queryKey: ['blog', 'posts', 'related', post.id, params],
    queryFn: ({ signal }) => getBlogPosts(params, signal),
    select: (page) => pickRelatedPosts(page.data, post.id),
  });
};

export const useRelatedPosts = (post: Pick<BlogPost, 'id' | 'categories'>) =>
  useQuery(relatedPostsQueryOptions(post));
