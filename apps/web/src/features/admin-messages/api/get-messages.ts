import type { AdminContactMessage } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/** Every inbox query starts with this key, so one invalidation refreshes list, detail and count. */
export const messagesBaseKey = ['admin', 'messages'] as const;
/** Prefix of every page and filter of the list. */
export const messagesListKey = [...messagesBaseKey, 'list'] as const;

export interface MessageListParams extends PageParams {
  /** true: only unread; undefined: all. */
  unread?: boolean;
  search?: string;
}

/**
 * GET /admin/messages: newest first, with pagination. The inbox should show what arrived
 * since the last visit, so it refreshes whenever it is opened.
 */
export const useMessages = (params: MessageListParams) =>
  usePageQuery<AdminContactMessage>(
    [...messagesListKey, params],
    '/admin/messages',
    { page: params.page, limit: params.limit, unread: params.unread, search: params.search },
    { staleTime: 0 },
  );
