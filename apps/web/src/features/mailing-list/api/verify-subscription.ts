import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TokenResult {
  message: string;
}

/** POST /newsletter/verify { token }: confirms the address of an email's link (SPEC §7). */
export const verifySubscription = (token: string) =>
  api.post<TokenResult>('/newsletter/verify', { token });

/**
 * Opening the link is the visitor's whole action, so the call runs on arrival. It is a query
 * rather than a mutation so that it runs once per token (React's dev double effects, remounts)
 * and "Try again" is a refetch. The server treats a repeat as success, so this is safe.
 */
export const verifySubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['newsletter', 'verify', token],
    queryFn: () => verifySubscription(token),
    staleTime: Infinity,
    retry: false,
  });

export const useVerifySubscription = (token: string) =>
  useQuery(verifySubscriptionQueryOptions(token));
