import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@atelier/core';
import { useListParams } from '@/components/admin';

/** A status, or every subscriber: what the list shows and the export downloads. */
export type StatusFilter = SubscriberStatus | 'all';

const isFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || SUBSCRIBER_STATUSES.includes(value as SubscriberStatus);

/**
 * Search, filter and page live in the URL. With no ?status the list shows active subscribers, the
 * same default as the export (docs/product.md §7), so what you see is what you download.
 */
export const useSubscriberParams = () => useListParams(isFilter, 'active');
