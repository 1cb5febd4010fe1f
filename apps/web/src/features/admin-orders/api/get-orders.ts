import type { AdminOrderSummary, OrderStatus } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/** Prefix of every admin orders query (list and detail): actions invalidate it. */
export const ordersBaseKey = ['admin', 'orders'] as const;

export interface OrderListParams extends PageParams {
  /** Undefined lists every status. */
  status?: OrderStatus;
  /** Matches the order number, the buyer's email or name. */
  search?: string;
}

/**
 * GET /admin/orders?page&limit&status&search (newest first). New orders arrive at any time:
 * the list refreshes whenever it is opened.
 */
export const useOrders = (params: OrderListParams) =>
  usePageQuery<AdminOrderSummary>(
    [...ordersBaseKey, 'list', params],
    '/admin/orders',
    { page: params.page, limit: params.limit, status: params.status, search: params.search },
    { staleTime: 0 },
  );
