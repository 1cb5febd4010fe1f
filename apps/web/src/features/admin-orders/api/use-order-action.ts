import type { AdminOrder } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { ordersBaseKey } from './get-orders';
import { orderQueryOptions } from './get-order';

/**
 * A transition of one order (mark paid, ship, deliver, cancel, refund, release). Every action
 * answers the updated order: it replaces the detail at once; the lists and the works on hold
 * refresh, and so do the public artworks (a paid order marks a work sold, a cancelled or
 * released one puts it back on sale).
 */
export function useOrderAction<V>(action: (variables: V) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ordersBaseKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...ordersBaseKey, 'holds'] });
      void queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks });
    },
    onError: () => {
      // Refused (409: someone or something changed the order meanwhile): show what it is now.
      void queryClient.invalidateQueries({ queryKey: ordersBaseKey });
    },
  });
}
