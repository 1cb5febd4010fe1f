import type { AdminOrder, ShipOrderInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/** POST /admin/orders/:id/ship with carrier and tracking number; the buyer is emailed. */
export const shipOrder = ({ id, ...shipment }: ShipOrderInput & { id: number }) =>
  api.post<AdminOrder>(`/admin/orders/${id}/ship`, shipment);

export const useShipOrder = () => useOrderAction(shipOrder);
