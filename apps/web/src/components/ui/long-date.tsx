import { longDate } from '@atelier/core';
import { useBrowserValue } from '@/lib/use-hydrated';

/**
 * "March 5, 2026" for an ISO time, in the visitor's time zone. The server knows no visitor's
 * zone: its HTML (and so the hydrating render) says the UTC date, and the browser's own follows
 * at once. An invalid time gives an empty label.
 */
export function useLongDate(iso: string): string {
  const date = new Date(iso);
  const valid = !Number.isNaN(date.getTime());
  return useBrowserValue(valid ? longDate(date, 'local') : '', valid ? longDate(date, 'utc') : '');
}

/** The same date as a `<time>` element, for a list or a line of text. */
export function LongDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useLongDate(iso)}</time>;
}
