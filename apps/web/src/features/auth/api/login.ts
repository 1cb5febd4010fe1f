import { MESSAGES, STORAGE_KEYS, type LoginInput, type LoginResult } from '@atelier/core';
import { api } from '@/lib/api-client';
import { local } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { logoutIntent } from '../hooks/logout-intent';
import { meQueryOptions } from './get-me';

/** POST /auth/login; failures (401 wrong credentials, 429 throttled) reach the caller (docs/product.md §8). */
export const login = (input: LoginInput) => api.post<LoginResult>('/auth/login', input);

/** Signs in: stores data.token.token under auth_token and sets the user (docs/product.md §4). */
export const useLogin = () =>
  useCacheMutation(login, (queryClient, result) => {
    logoutIntent.end();
    local.set(STORAGE_KEYS.authToken, result.token.token);
    queryClient.setQueryData(meQueryOptions().queryKey, result.user);
    notify.success(MESSAGES.loginSuccessful);
  });
