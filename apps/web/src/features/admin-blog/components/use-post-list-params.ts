import { POST_STATUSES } from '@atelier/core';
import { useSearchParams } from 'react-router';
import type { PostStatusFilter } from '../api/get-admin-posts';

const isFilter = (value: string | null): value is PostStatusFilter =>
  value === 'all' || POST_STATUSES.includes(value as never);

/** Status filter and page live in the URL, so Back and a shared link restore the list. */
export function usePostListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: PostStatusFilter = isFilter(raw) ? raw : 'all';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  const update = (changes: { status?: PostStatusFilter; page?: number }, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (changes.status !== undefined) {
          if (changes.status === 'all') next.delete('status');
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
