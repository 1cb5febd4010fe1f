import type { BlogPost } from '@atelier/core';
import { relatedPostsQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';
import { pickRelatedPosts } from '../lib/related-posts';

/**
 * The related-posts call of docs/product.md §7: GET /blog/posts with the slug of the post's first
 * category and status=published, or with status=published only when it has no category.
 */
export const relatedPostsQueryOptions = (post: Pick<BlogPost, 'id' | 'categories'>) =>
  queryOptions({
    ...fromApiQuery(relatedPostsQuery(post)),
    select: (candidates) => pickRelatedPosts(candidates, post.id),
  });

export const useRelatedPosts = (post: Pick<BlogPost, 'id' | 'categories'>) =>
  useQuery(relatedPostsQueryOptions(post));
