import type { FailedEmail } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/** Prefix of every emails query (list and count), for invalidation after "send again". */
export const emailsBaseKey = ['admin', 'emails'] as const;

export type FailedEmailListParams = PageParams;

/** GET /admin/emails/failed?page&limit */
export const useFailedEmails = (params: FailedEmailListParams) =>
  usePageQuery<FailedEmail>([...emailsBaseKey, 'failed', params], '/admin/emails/failed', {
    page: params.page,
    limit: params.limit,
  });
