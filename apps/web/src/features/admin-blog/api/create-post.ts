import type { BlogPost, BlogPostInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** POST /blog/posts */
export const createPost = (input: BlogPostInput) => api.post<BlogPost>('/blog/posts', input);

/** Creates a post; its editor opens from the cache without loading it again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      void invalidateBlog(queryClient);
      queryClient.setQueryData(adminPostQueryOptions(post.id).queryKey, post);
    },
  });
}
