import { INBOX_KINDS, INBOX_STATES, type InboxKind, type InboxState } from '@atelier/core';
import { useSearchParams } from 'react-router';

const positive = (value: string | null) => {
  const n = Math.trunc(Number(value));
  return n > 0 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The inbox's state lives in the URL (?kind=offer&state=unread&q=&page=2&id=12 or &offer=3):
 * shareable, Back works, and the old screens' addresses redirect into it.
 */
export function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const kind: InboxKind | undefined = oneOf(INBOX_KINDS, params.get('kind'));
  const state: InboxState | undefined = oneOf(INBOX_STATES, params.get('state'));
  const page = positive(params.get('page')) ?? 1;
  /** The open message, or the open offer (one at a time). */
  const open: { kind: 'message' | 'offer'; id: number } | null = positive(params.get('id'))
    ? { kind: 'message', id: positive(params.get('id'))! }
    : positive(params.get('offer'))
      ? { kind: 'offer', id: positive(params.get('offer'))! }
      : null;

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

  return { kind, state, page, open, hrefWith, change };
}
