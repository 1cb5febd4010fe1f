import type { ChangeEmailInput, User } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { accountQueryOptions } from './get-account';
import { meQueryOptions } from './get-me';
import { sessionsQueryOptions } from './get-sessions';

/** PUT /auth/account/email: needs the current password; other sessions are signed out. */
export const changeEmail = (input: ChangeEmailInput) => api.put<User>('/auth/account/email', input);

/** The session's user shows the new email at once. */
export const useChangeEmail = () =>
  useCacheMutation(changeEmail, (queryClient, user) => {
    queryClient.setQueryData(meQueryOptions().queryKey, user);
    void queryClient.invalidateQueries(accountQueryOptions());
    void queryClient.invalidateQueries(sessionsQueryOptions());
  });
