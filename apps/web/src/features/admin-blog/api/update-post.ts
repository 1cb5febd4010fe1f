import type { BlogPost, BlogPostUpdate } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** PUT /blog/posts/{id}: fields left out keep their stored values. */
export const updatePost = (id: number, changes: BlogPostUpdate) =>
  api.put<BlogPost>(`/blog/posts/${id}`, changes);

export const useUpdatePost = () =>
  useCacheMutation(
    ({ id, changes }: { id: number; changes: BlogPostUpdate }) => updatePost(id, changes),
    (queryClient, post) => {
      queryClient.setQueryData(adminPostQueryOptions(post.id).queryKey, post);
      void invalidateBlog(queryClient);
    },
  );
