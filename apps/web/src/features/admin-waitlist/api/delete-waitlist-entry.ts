import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { waitlistBaseKey } from './get-waitlist';

/** DELETE /admin/waitlist/{id} */
export const deleteWaitlistEntry = (id: number) => api.delete<void>(`/admin/waitlist/${id}`);

export const useDeleteWaitlistEntry = () =>
  useCacheMutation(deleteWaitlistEntry, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: waitlistBaseKey }),
  );
