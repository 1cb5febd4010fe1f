import type { PreviewAccessInput, PreviewGrant } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /preview/access: the password is checked on the server, which answers a signed grant. */
export const requestPreviewAccess = (input: PreviewAccessInput) =>
  api.post<PreviewGrant>('/preview/access', input);

export const useRequestPreviewAccess = () => useMutation({ mutationFn: requestPreviewAccess });
