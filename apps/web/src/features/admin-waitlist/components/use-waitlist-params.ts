import { WAITLIST_STATUSES, type WaitlistStatus } from '@atelier/core';
import { useListParams } from '@/components/admin';

/** A status, or every entry: what the list shows and the export downloads. */
export type StatusFilter = WaitlistStatus | 'all';

const isFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || WAITLIST_STATUSES.includes(value as WaitlistStatus);

/**
 * Search, filter and page live in the URL. With no ?status the list shows every entry, the
 * same default as the export, so what you see is what you download.
 */
export const useWaitlistParams = () => useListParams(isFilter, 'all');
