import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /newsletter/unsubscribe { token } (docs/product.md §7); the answer carries the message to show. */
export const unsubscribe = (token: string) =>
  api.post<{ message: string }>('/newsletter/unsubscribe', { token });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
