import type { BlogPost, PostStatus } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

export interface BlogPostsParams {
  limit?: number;
  offset?: number;
  /** Category slug. */
  category?: string;
  search?: string;
  status?: PostStatus;
}

/** GET /blog/posts: a page of posts with its pagination (SPEC §7). */
export const getBlogPosts = (params: BlogPostsParams, signal?: AbortSignal) =>
  api.get<Paginated<BlogPost>>('/blog/posts', { query: { ...params }, signal });

export const blogPostsQueryOptions = (params: BlogPostsParams) =>
  queryOptions({
    queryKey: ['blog', 'posts', 'list', params],
    queryFn: ({ signal }) => getBlogPosts(params, signal),
  });

/** A page of the blog list; the previous page stays on screen while the next one loads. */
export const useBlogPosts = (params: BlogPostsParams) =>
  useQuery({ ...blogPostsQueryOptions(params), placeholderData: keepPreviousData });
