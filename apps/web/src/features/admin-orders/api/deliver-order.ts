import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/deliver: the parcel arrived. */
export const deliverOrder = (id: number) => api.post<AdminOrder>(`/admin/orders/${id}/deliver`);

export const useDeliverOrder = () => useOrderAction(deliverOrder);
