import type { BlogPost, PostStatus } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';
import { adminBlogKey } from './keys';

export type PostStatusFilter = PostStatus | 'all';

export interface AdminPostsParams {
  /** "scheduled" means not yet public; "published" includes scheduled posts whose time came. */
  status: PostStatusFilter;
  search?: string;
  limit: number;
  offset: number;
}

/** GET /blog/posts?status&search&limit&offset as the admin (drafts and future posts too). */
export const getAdminPosts = (params: AdminPostsParams, signal?: AbortSignal) =>
  api.get<Paginated<BlogPost>>('/blog/posts', {
    query: {
      status: params.status,
      search: params.search,
      limit: params.limit,
      offset: params.offset,
    },
    signal,
  });

export const adminPostsQueryOptions = (params: AdminPostsParams) =>
  queryOptions({
    queryKey: [...adminBlogKey, 'list', params],
    queryFn: ({ signal }) => getAdminPosts(params, signal),
  });

/** The previous page stays on screen (dimmed) while the next page, search or filter loads. */
export const useAdminPosts = (params: AdminPostsParams) =>
  useQuery({ ...adminPostsQueryOptions(params), placeholderData: keepPreviousData });
