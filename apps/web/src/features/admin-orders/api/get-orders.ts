import type { AdminOrderSummary, OrderStatus } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/** Prefix of every admin orders query (list and detail): actions invalidate it. */
export const ordersBaseKey = ['admin', 'orders'] as const;

export interface OrderListParams {
  page: number;
  limit: number;
  /** Undefined lists every status. */
  status?: OrderStatus;
  /** Matches the order number, the buyer's email or name. */
  search?: string;
}

/** GET /admin/orders?page&limit&status&search (newest first). */
export const getOrders = (params: OrderListParams) =>
  api.get<Paginated<AdminOrderSummary>>('/admin/orders', {
    query: { page: params.page, limit: params.limit, status: params.status, search: params.search },
  });

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersBaseKey, 'list', params],
    queryFn: () => getOrders(params),
    // New orders arrive at any time: refresh whenever the list is opened.
    staleTime: 0,
  });

/** The previous page stays on screen (dimmed) while the next page, search or filter loads. */
export const useOrders = (params: OrderListParams) =>
  useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData });
