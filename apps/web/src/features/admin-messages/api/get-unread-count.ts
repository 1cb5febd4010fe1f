import { useCountQuery } from '@/lib/use-count-query';
import { inboxKey } from './get-inbox';

export const unreadCountKey = [...inboxKey, 'unread-count'] as const;

/**
 * GET /admin/inbox/unread-count: unread messages and offers waiting for an answer. New ones
 * arrive while the admin is open: every minute.
 */
export const useUnreadCount = () =>
  useCountQuery(unreadCountKey, '/admin/inbox/unread-count', 60_000);
