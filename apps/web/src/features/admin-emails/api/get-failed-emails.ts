import type { FailedEmail } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

/** Prefix of every emails query (list and count), for invalidation after "send again". */
export const emailsBaseKey = ['admin', 'emails'] as const;

export interface FailedEmailListParams {
  page: number;
  limit: number;
}

/** GET /admin/emails/failed?page&limit */
export const getFailedEmails = (params: FailedEmailListParams) =>
  api.get<Paginated<FailedEmail>>('/admin/emails/failed', {
    query: { page: params.page, limit: params.limit },
  });

export const failedEmailsQueryOptions = (params: FailedEmailListParams) =>
  queryOptions({
    queryKey: [...emailsBaseKey, 'failed', params],
    queryFn: () => getFailedEmails(params),
  });

export const useFailedEmails = (params: FailedEmailListParams) =>
  useQuery({ ...failedEmailsQueryOptions(params), placeholderData: keepPreviousData });
