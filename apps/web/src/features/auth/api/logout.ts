import { MESSAGES, STORAGE_KEYS } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { adminPaths } from '@/lib/admin-paths';
import { local } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { logoutIntent } from '../hooks/logout-intent';
import { meQueryOptions } from './get-me';

/** POST /auth/logout revokes the token on the server (it must still be sent, so it goes last). */
export const logout = () => api.post<{ message: string }>('/auth/logout');

/**
 * Signs out: clears the user, the token and every cached admin answer (admin query keys start
 * with 'admin'), then goes to /admin/login, even when the server call fails (docs/product.md §4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      logoutIntent.start();
      local.remove(STORAGE_KEYS.authToken);
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
      notify.success(MESSAGES.loggedOut);
      void navigate(adminPaths.login(), { replace: true });
    },
  });
}
