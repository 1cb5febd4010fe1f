import type { BlogPost } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /blog/posts/{slug}: one published post (a 404 for drafts and future posts). */
export const getBlogPost = (slug: string, signal?: AbortSignal) =>
  api.get<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}`, { signal });

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'posts', 'detail', slug],
    queryFn: ({ signal }) => getBlogPost(slug, signal),
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
