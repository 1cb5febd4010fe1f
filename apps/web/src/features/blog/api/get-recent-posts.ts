import { HOME_RECENT_POSTS, type BlogPost } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /blog/posts/recent?limit=3: the newest published posts (home "From the Studio"). */
export const getRecentPosts = (limit: number, signal?: AbortSignal) =>
  api.get<BlogPost[]>('/blog/posts/recent', { query: { limit }, signal });

export const recentPostsQueryOptions = (limit: number = HOME_RECENT_POSTS) =>
  queryOptions({
    queryKey: ['blog', 'posts', 'recent', limit],
    queryFn: ({ signal }) => getRecentPosts(limit, signal),
  });

export const useRecentPosts = (limit: number = HOME_RECENT_POSTS) =>
  useQuery(recentPostsQueryOptions(limit));
