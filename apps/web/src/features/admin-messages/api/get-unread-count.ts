import type { UnreadCount } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagesBaseKey } from './get-messages';

/** GET /admin/messages/unread-count */
export const getUnreadCount = async () =>
  (await api.get<UnreadCount>('/admin/messages/unread-count')).count;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesBaseKey, 'unread-count'],
    queryFn: getUnreadCount,
    // New messages arrive while the admin is open: look again every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
