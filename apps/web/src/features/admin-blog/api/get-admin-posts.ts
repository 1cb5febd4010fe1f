import type { BlogPost, PostStatus } from '@atelier/core';
import { usePageQuery } from '@/lib/use-page-query';
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
export const useAdminPosts = (params: AdminPostsParams) =>
  usePageQuery<BlogPost>([...adminBlogKey, 'list', params], '/blog/posts', {
    status: params.status,
    search: params.search,
    limit: params.limit,
    offset: params.offset,
  });
