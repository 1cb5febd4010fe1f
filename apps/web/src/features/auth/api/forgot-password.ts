import type { ForgotPasswordInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/password/forgot: the same answer whether or not the email is the admin's. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>('/auth/password/forgot', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
