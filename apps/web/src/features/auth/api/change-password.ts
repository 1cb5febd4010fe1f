import type { ChangePasswordInput } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** PUT /auth/account/password: needs the current password; other sessions are signed out. */
export const changePassword = (input: ChangePasswordInput) =>
  api.put<{ message: string }>('/auth/account/password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
