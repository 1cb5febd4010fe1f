import { hashKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { messageQueryOptions } from './get-message';
import { inboxKey } from './get-inbox';

/** DELETE /admin/messages/:id */
export const deleteMessage = (id: number) => api.delete<void>(`/admin/messages/${id}`);

export const useDeleteMessage = () =>
  useCacheMutation(deleteMessage, (queryClient, _result, id) => {
    const detailKey = messageQueryOptions(id).queryKey;
    // The reader shows the deleted message until the screen leaves it. Removing or refetching
    // its query now would make that mounted reader ask the server for a message that is gone
    // (a 404 flashing before the inbox): it is only marked stale, and dropped once unused.
    void queryClient.invalidateQueries({ queryKey: detailKey, refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: inboxKey,
      predicate: (query) => query.queryHash !== hashKey(detailKey),
    });
  });
