import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/cancel: the works go back on sale (money is returned with refund). */
export const cancelOrder = (id: number) =>
  api.post<AdminOrder>(`/admin/orders/${id}/cancel`, { reason: null });

export const useCancelOrder = () => useOrderAction(cancelOrder);
