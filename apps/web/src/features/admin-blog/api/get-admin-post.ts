import type { BlogPost } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBlogKey } from './keys';

/** GET /blog/posts/id/{id}: any post, whatever its status (admin). */
export const getAdminPost = (id: number, signal?: AbortSignal) =>
  api.get<BlogPost>(`/blog/posts/id/${id}`, { signal });

export const adminPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminBlogKey, 'post', id],
    queryFn: ({ signal }) => getAdminPost(id, signal),
  });

/** Asks only for a real id (a positive integer); otherwise the screen says "not found". */
export const useAdminPost = (id: number) =>
  useQuery({ ...adminPostQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
