import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageQueryOptions } from './get-message';
import { messagesBaseKey } from './get-messages';

/** DELETE /admin/messages/:id */
export const deleteMessage = (id: number) => api.delete<void>(`/admin/messages/${id}`);

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: messageQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: messagesBaseKey });
    },
  });
}
