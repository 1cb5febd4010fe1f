import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TokenResult {
  message: string;
}

/** POST /newsletter/verify { token }: confirms the address of an email's link (docs/product.md §7). */
export const verifySubscription = (token: string) =>
  api.post<TokenResult>('/newsletter/verify', { token });

/**
 * A mutation the visitor's button runs, never a call on arrival: mail scanners open the links
 * in an email, and a subscription must be a person's act (double opt-in). The server treats a
 * repeat as success, so "Try again" is safe.
 */
export const useVerifySubscription = () => useMutation({ mutationFn: verifySubscription });
