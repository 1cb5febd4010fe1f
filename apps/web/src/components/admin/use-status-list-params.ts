import { useSearchParams } from 'react-router';

/**
 * A list's status filter and page, kept in the URL so Back and a shared link restore the
 * list. `?status` is left out when it is the default; changing the status goes back to page 1.
 */
export function useStatusListParams<S extends string>(
  isStatus: (value: string | null) => value is S,
  defaultStatus: S,
) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: S = isStatus(raw) ? raw : defaultStatus;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  const update = (changes: { status?: S; page?: number }, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (changes.status !== undefined) {
          if (changes.status === defaultStatus) next.delete('status');
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
