import type { AdminContactMessage, MessageUpdate } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { inboxKey } from './get-inbox';
import { messageQueryOptions } from './get-message';
import { unreadCountKey } from './get-unread-count';

/** PATCH /admin/messages/:id { is_read } or { is_answered } */
export const updateMessage = ({ id, ...update }: { id: number } & MessageUpdate) =>
  api.patch<AdminContactMessage>(`/admin/messages/${id}`, update);

/** Marks read or unread, answered or not; the open message updates at once, the list refetches. */
export const useUpdateMessage = () =>
  useCacheMutation(updateMessage, (queryClient, message) => {
    queryClient.setQueryData(messageQueryOptions(message.id).queryKey, message);
    // Not the message itself (set just above): the list, and the badge's count.
    void queryClient.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: unreadCountKey });
  });
