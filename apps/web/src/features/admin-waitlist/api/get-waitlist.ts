import type { WaitlistEntry, WaitlistStatus } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';

/** Prefix of every waitlist query, for invalidation after a delete. */
export const waitlistBaseKey = ['admin', 'waitlist'] as const;

export interface WaitlistListParams extends PageParams {
  search?: string;
  /** Undefined lists every status. */
  status?: WaitlistStatus;
}

/** GET /admin/waitlist?page&limit&search&status */
export const useWaitlist = (params: WaitlistListParams) =>
  usePageQuery<WaitlistEntry>([...waitlistBaseKey, 'list', params], '/admin/waitlist', {
    page: params.page,
    limit: params.limit,
    search: params.search,
    status: params.status,
  });
