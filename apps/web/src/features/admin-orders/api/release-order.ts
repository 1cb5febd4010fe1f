import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/release: a pending order's hold ends now; its works go back on sale. */
export const releaseOrder = (id: number) => api.post<AdminOrder>(`/admin/orders/${id}/release`);

export const useReleaseOrder = () => useOrderAction(releaseOrder);
