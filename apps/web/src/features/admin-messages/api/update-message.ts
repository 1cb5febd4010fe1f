import type { AdminContactMessage } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { messageQueryOptions } from './get-message';
import { messagesListKey } from './get-messages';
import { unreadCountKey } from './get-unread-count';

/** PATCH /admin/messages/:id { is_read } */
export const updateMessage = ({ id, is_read }: { id: number; is_read: boolean }) =>
  api.patch<AdminContactMessage>(`/admin/messages/${id}`, { is_read });

/** Marks read or unread; the open message updates at once, lists and the badge refetch. */
export const useUpdateMessage = () =>
  useCacheMutation(updateMessage, (queryClient, message) => {
    queryClient.setQueryData(messageQueryOptions(message.id).queryKey, message);
    void queryClient.invalidateQueries({ queryKey: messagesListKey });
    void queryClient.invalidateQueries({ queryKey: unreadCountKey });
  });
