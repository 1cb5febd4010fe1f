import { QUERY_DEFAULTS } from '@atelier/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One retry for transient failures, but never for answers that will not change (4xx). */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < QUERY_DEFAULTS.retry &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        staleTime: QUERY_DEFAULTS.staleTime,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
