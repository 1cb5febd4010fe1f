import { useSearchParams } from 'react-router';

export type InboxFilter = 'all' | 'unread';

/** The inbox's state lives in the URL (?filter=unread&q=&page=2&id=12): shareable, Back works. */
export function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const rawId = Math.trunc(Number(params.get('id')));
  const openId = rawId > 0 ? rawId : null;

  /** The URL search with some values changed (null removes one). */
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  const change = (changes: Record<string, string | number | null>, replace = true) =>
    setParams(new URLSearchParams(hrefWith(changes).slice(1)), { replace });

  return { filter, page, openId, hrefWith, change };
}
