import type { PublicOrder } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /orders/:token. Coming back from Stripe, `session_id` lets the server confirm the
 * payment with Stripe before it answers, so the page can say "paid" before the webhook.
 */
export const getOrder = (token: string, sessionId?: string | null) =>
  api.get<PublicOrder>(`/orders/${encodeURIComponent(token)}`, {
    query: { session_id: sessionId ?? undefined },
  });

export const orderQueryOptions = (token: string, sessionId?: string | null) =>
  queryOptions({
    queryKey: ['checkout', 'order', token, sessionId ?? null],
    queryFn: () => getOrder(token, sessionId),
    // An order changes (paid, shipped): always ask again when the page opens.
    staleTime: 0,
  });

/** How long the page keeps asking while a Stripe payment is being confirmed. */
const CONFIRM_POLL_MS = 3000;
const CONFIRM_POLL_TIMES = 10;

export const useOrder = (token: string | null, sessionId?: string | null) =>
  useQuery({
    ...orderQueryOptions(token ?? '', sessionId),
    enabled: Boolean(token),
    // Back from Stripe before its webhook: ask again for a while until the payment shows.
    refetchInterval: (query) =>
      sessionId &&
      query.state.data?.status === 'pending_payment' &&
      query.state.data.payment_provider === 'stripe' &&
      query.state.dataUpdateCount < CONFIRM_POLL_TIMES
        ? CONFIRM_POLL_MS
        : false,
  });
