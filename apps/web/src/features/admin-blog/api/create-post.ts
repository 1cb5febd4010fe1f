import type { BlogPost, BlogPostInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** POST /blog/posts */
export const createPost = (input: BlogPostInput) => api.post<BlogPost>('/blog/posts', input);

/** Creates a post; its editor opens from the cache without loading it again. */
export const useCreatePost = () =>
  useCacheMutation(createPost, (queryClient, post) => {
    void invalidateBlog(queryClient);
    queryClient.setQueryData(adminPostQueryOptions(post.id).queryKey, post);
  });
