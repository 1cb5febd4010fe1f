import type { DisableTwoFactorInput, RecoveryCodes, TwoFactorSetup } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { accountQueryOptions } from './get-account';

/** POST /auth/two-factor/setup: a new secret and its QR code (two-factor stays off). */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/auth/two-factor/setup');
/** POST /auth/two-factor/enable: a code from the app turns it on; recovery codes come back once. */
export const enableTwoFactor = (code: string) =>
  api.post<RecoveryCodes>('/auth/two-factor/enable', { code });
export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  api.post<{ message: string }>('/auth/two-factor/disable', input);

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });

export const useEnableTwoFactor = () =>
  useCacheMutation(enableTwoFactor, (queryClient) =>
    queryClient.invalidateQueries(accountQueryOptions()),
  );

export const useDisableTwoFactor = () =>
  useCacheMutation(disableTwoFactor, (queryClient) =>
    queryClient.invalidateQueries(accountQueryOptions()),
  );
