import type { Subscriber, SubscriberStatus } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/** Prefix of every subscribers query, for invalidation after a delete. */
export const subscribersBaseKey = ['admin', 'subscribers'] as const;

export interface SubscriberListParams {
  page: number;
  limit: number;
  search?: string;
  /** Undefined lists every status. */
  status?: SubscriberStatus;
}

/** GET /admin/subscribers?page&limit&search&status */
export const getSubscribers = (params: SubscriberListParams) =>
  api.get<Paginated<Subscriber>>('/admin/subscribers', {
    query: { page: params.page, limit: params.limit, search: params.search, status: params.status },
  });

export const subscribersQueryOptions = (params: SubscriberListParams) =>
  queryOptions({
    queryKey: [...subscribersBaseKey, 'list', params],
    queryFn: () => getSubscribers(params),
  });

/** The previous page stays on screen (dimmed) while the next page, search or filter loads. */
export const useSubscribers = (params: SubscriberListParams) =>
  useQuery({ ...subscribersQueryOptions(params), placeholderData: keepPreviousData });
