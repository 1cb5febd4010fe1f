import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/mark-paid: a manual payment arrived; the works become sold. */
export const markOrderPaid = (id: number) => api.post<AdminOrder>(`/admin/orders/${id}/mark-paid`);

export const useMarkOrderPaid = () => useOrderAction(markOrderPaid);
