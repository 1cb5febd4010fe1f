import type { AdminContactMessage } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/** Every inbox query starts with this key, so one invalidation refreshes list, detail and count. */
export const messagesBaseKey = ['admin', 'messages'] as const;
/** Prefix of every page and filter of the list. */
export const messagesListKey = [...messagesBaseKey, 'list'] as const;

export interface MessageListParams {
  page: number;
  limit: number;
  /** true: only unread; undefined: all. */
  unread?: boolean;
  search?: string;
}

/** GET /admin/messages: newest first, with pagination. */
export const getMessages = (params: MessageListParams) =>
  api.get<Paginated<AdminContactMessage>>('/admin/messages', {
    query: { page: params.page, limit: params.limit, unread: params.unread, search: params.search },
  });

export const messagesQueryOptions = (params: MessageListParams) =>
  queryOptions({
    queryKey: [...messagesListKey, params],
    queryFn: () => getMessages(params),
    // The inbox should show what arrived since the last visit.
    staleTime: 0,
  });

/** Keeps the previous page on screen (dimmed) while the next page or filter loads. */
export const useMessages = (params: MessageListParams) =>
  useQuery({ ...messagesQueryOptions(params), placeholderData: keepPreviousData });
