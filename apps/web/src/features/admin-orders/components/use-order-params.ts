import { isOrderStatus, type OrderStatus } from '@atelier/core';
import { useSearchParams } from 'react-router';

export type StatusFilter = OrderStatus | 'all';

/** Status filter and page live in the URL (shareable, Back restores them); the default is every status. */
export function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = isOrderStatus(raw) ? raw : 'all';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  const update = (changes: { status?: StatusFilter; page?: number }, replace = true) =>
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
