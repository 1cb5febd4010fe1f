import type { PreviewGrant } from '@atelier/core';
import { api } from '@/lib/api-client';

/**
 * POST /preview/access-link: a newsletter's personal early-access link (`/preview?access=…`)
 * exchanged for the same grant the join flow gives (decision 033).
 */
export const exchangeAccessLink = (token: string) =>
  api.post<PreviewGrant>('/preview/access-link', { token });
