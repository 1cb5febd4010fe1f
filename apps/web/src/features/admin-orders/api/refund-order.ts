import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/refund: through Stripe when it was paid there. */
export const refundOrder = (id: number) =>
  api.post<AdminOrder>(`/admin/orders/${id}/refund`, { reason: null });

export const useRefundOrder = () => useOrderAction(refundOrder);
