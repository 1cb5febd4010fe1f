import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPostQueryOptions } from './get-admin-post';
import { invalidateBlog } from './keys';

/** DELETE /blog/posts/{id} */
export const deletePost = (id: number) => api.delete<void>(`/blog/posts/${id}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminPostQueryOptions(id).queryKey });
      void invalidateBlog(queryClient);
    },
  });
}
