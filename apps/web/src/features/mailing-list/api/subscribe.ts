import type { SubscribeInput, SubscribeResult } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /newsletter/subscribe from the mailing-list page; the answer carries the message to show. */
export const subscribe = (input: SubscribeInput) =>
  api.post<SubscribeResult>('/newsletter/subscribe', { ...input, source: 'mailing-list' });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
