import type { ResetPasswordInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/password/reset: sets the new password and signs out every session. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>('/auth/password/reset', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
