import type { AdminOrder } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useOrderAction } from './use-order-action';

/**
 * POST /admin/orders/:id/extend-hold: the hold lasts until the end of `untilDay` ("2026-12-13"),
 * or by the shop's usual days without one; the buyer is emailed the new day.
 */
export const extendHold = ({ id, untilDay }: { id: number; untilDay: string | null }) =>
  api.post<AdminOrder>(`/admin/orders/${id}/extend-hold`, { until_day: untilDay });

export const useExtendHold = () => useOrderAction(extendHold);
