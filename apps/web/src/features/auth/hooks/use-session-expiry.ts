import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { meQueryOptions } from '../api/get-me';

/**
 * Any 401 (the api-client has already dropped the token) signs the user out here too; the
 * guard then sends them to /admin/login (docs/product.md §8). Mounted only inside the guarded area, so
 * the login page's own 401 ("Invalid email or password") never redirects.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.setQueryData(meQueryOptions().queryKey, null);
      }),
    [queryClient],
  );
}
