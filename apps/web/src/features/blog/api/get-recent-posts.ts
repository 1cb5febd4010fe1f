import { HOME_RECENT_POSTS } from '@atelier/core';
import { recentPostsQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /blog/posts/recent?limit=3: the newest published posts (home "From the Studio"). */
export const recentPostsQueryOptions = (limit: number = HOME_RECENT_POSTS) =>
  queryOptions(fromApiQuery(recentPostsQuery(limit)));

export const useRecentPosts = (limit: number = HOME_RECENT_POSTS) =>
  useQuery(recentPostsQueryOptions(limit));
