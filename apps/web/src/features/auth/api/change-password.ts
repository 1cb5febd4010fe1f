import type { ChangePasswordInput } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { sessionsQueryOptions } from './get-sessions';

/** PUT /auth/account/password: needs the current password; other sessions are signed out. */
export const changePassword = (input: ChangePasswordInput) =>
  api.put<{ message: string }>('/auth/account/password', input);

export const useChangePassword = () =>
  useCacheMutation(changePassword, (queryClient) =>
    queryClient.invalidateQueries(sessionsQueryOptions()),
  );
