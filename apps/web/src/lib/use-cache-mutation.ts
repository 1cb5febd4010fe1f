import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * A write whose success changes what the cache holds: `onSuccess` gets the query client first,
 * then the answer and the variables. What it returns (an invalidation's promise) is awaited
 * before the mutation settles, so the caller moves on once the lists are fresh.
 */
export function useCacheMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSuccess: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => onSuccess(queryClient, data, variables),
  });
}
