import { WAITLIST_STATUSES, type WaitlistStatus } from '@atelier/core';
import { useListParams } from '@/components/admin';
import type { WaitlistFilter } from '../api/export-waitlist';

export type StatusFilter = WaitlistFilter;

const isFilter = (value: string | null): value is WaitlistFilter =>
  value === 'all' || WAITLIST_STATUSES.includes(value as WaitlistStatus);

/**
 * Search, filter and page live in the URL. With no ?status the list shows every entry, the
 * same default as the export, so what you see is what you download.
 */
export const useWaitlistParams = () => useListParams(isFilter, 'all');
