import type { Subscriber, SubscriberStatus } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/** Prefix of every subscribers query, for invalidation after a delete. */
export const subscribersBaseKey = ['admin', 'subscribers'] as const;

export interface SubscriberListParams extends PageParams {
  search?: string;
  /** Undefined lists every status. */
  status?: SubscriberStatus;
}

/** GET /admin/subscribers?page&limit&search&status */
export const useSubscribers = (params: SubscriberListParams) =>
  usePageQuery<Subscriber>([...subscribersBaseKey, 'list', params], '/admin/subscribers', {
    page: params.page,
    limit: params.limit,
    search: params.search,
    status: params.status,
  });
