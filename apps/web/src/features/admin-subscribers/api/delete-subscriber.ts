import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscribersBaseKey } from './get-subscribers';

/** DELETE /admin/subscribers/{id} */
export const deleteSubscriber = (id: number) => api.delete<void>(`/admin/subscribers/${id}`);

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersBaseKey }),
  });
}
