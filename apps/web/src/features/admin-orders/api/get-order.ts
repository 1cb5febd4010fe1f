import type { AdminOrder } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersBaseKey } from './get-orders';

/** GET /admin/orders/:id: lines, buyer, address, payment, history and the allowed actions. */
export const getOrder = (id: number) => api.get<AdminOrder>(`/admin/orders/${id}`);

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersBaseKey, 'detail', id],
    queryFn: () => getOrder(id),
    staleTime: 0,
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
