import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { subscribersBaseKey } from './get-subscribers';

/** DELETE /admin/subscribers/{id} */
export const deleteSubscriber = (id: number) => api.delete<void>(`/admin/subscribers/${id}`);

export const useDeleteSubscriber = () =>
  useCacheMutation(deleteSubscriber, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: subscribersBaseKey }),
  );
