import type { HeldOrder } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersBaseKey } from './get-orders';

/** GET /admin/orders/holds: pending orders whose hold is live, the soonest to end first. */
export const getHeldOrders = () => api.get<HeldOrder[]>('/admin/orders/holds');

export const heldOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersBaseKey, 'holds'],
    queryFn: getHeldOrders,
    // Holds start and end at any time: refresh whenever the screen is opened.
    staleTime: 0,
  });

export const useHeldOrders = () => useQuery(heldOrdersQueryOptions());
