import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@atelier/core';
import { useSearchParams } from 'react-router';
import type { ExportStatus } from '../api/export-subscribers';

export type StatusFilter = ExportStatus;

/**
 * Filter and page live in the URL. With no ?status the list shows active subscribers, the
 * same default as the export (SPEC §7), so what you see is what you download.
 */
export function useSubscriberParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter =
    raw === 'all' || SUBSCRIBER_STATUSES.includes(raw as SubscriberStatus)
      ? (raw as StatusFilter)
      : 'active';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  const update = (changes: { status?: StatusFilter; page?: number }, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (changes.status !== undefined) {
          if (changes.status === 'active') next.delete('status');
          else next.set('status', changes.status);
          next.delete('page');
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
        }
        return next;
      },
      { replace },
    );

  return { status, page, update };
}
