import type { BlogPost, BlogPostUpdate } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** PUT /blog/posts/{id}: fields left out keep their stored values. */
export const updatePost = (id: number, changes: BlogPostUpdate) =>
  api.put<BlogPost>(`/blog/posts/${id}`, changes);

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: BlogPostUpdate }) =>
      updatePost(id, changes),
    onSuccess: (post) => {
      queryClient.setQueryData(adminPostQueryOptions(post.id).queryKey, post);
      void invalidateBlog(queryClient);
    },
  });
}
