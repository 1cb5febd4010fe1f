import type { FailedEmailCount } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emailsBaseKey } from './get-failed-emails';

/** GET /admin/emails/failed/count */
export const getFailedEmailCount = async () =>
  (await api.get<FailedEmailCount>('/admin/emails/failed/count')).count;

export const failedEmailCountQueryOptions = () =>
  queryOptions({
    queryKey: [...emailsBaseKey, 'failed-count'],
    queryFn: getFailedEmailCount,
    // An email can fail while the admin is open (its last retry): look again every few minutes.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });

export const useFailedEmailCount = () => useQuery(failedEmailCountQueryOptions());
