import { useCountQuery } from '@/lib/use-count-query';
import { messagesBaseKey } from './get-messages';

export const unreadCountKey = [...messagesBaseKey, 'unread-count'] as const;

/** GET /admin/messages/unread-count. New messages arrive while the admin is open: every minute. */
export const useUnreadCount = () =>
  useCountQuery(unreadCountKey, '/admin/messages/unread-count', 60_000);
