import type { InboxItem, InboxKind, InboxState } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/**
 * Every query of the one inbox starts with this key. Literal, not imported: the offers feature
 * answers offers listed here and refreshes the list by the same key (features never import
 * each other).
 */
export const inboxKey = ['admin', 'inbox'] as const;

export interface InboxParams extends PageParams {
  kind?: InboxKind;
  state?: InboxState;
  search?: string;
}

/**
 * GET /admin/inbox: messages, questions about works and offers, newest first (decision 051).
 * It should show what arrived since the last visit, so it refreshes whenever it is opened.
 */
export const useInbox = (params: InboxParams) =>
  usePageQuery<InboxItem>(
    [...inboxKey, 'list', params],
    '/admin/inbox',
    { ...params },
    {
      staleTime: 0,
    },
  );
