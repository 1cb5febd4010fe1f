import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** DELETE /blog/posts/{id} */
export const deletePost = (id: number) => api.delete<void>(`/blog/posts/${id}`);

export const useDeletePost = () =>
  useCacheMutation(deletePost, (queryClient, _, id) => {
    queryClient.removeQueries({ queryKey: adminPostQueryOptions(id).queryKey });
    void invalidateBlog(queryClient);
  });
