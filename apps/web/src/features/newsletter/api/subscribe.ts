import type { SubscribeInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SubscribeResult {
  message: string;
  preview_token?: string;
  preview_expires_at?: string;
}

/** POST /newsletter/subscribe; the answer carries the message to show (docs/product.md §7). */
export const subscribe = (input: SubscribeInput) =>
  api.post<SubscribeResult>('/newsletter/subscribe', input);

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
