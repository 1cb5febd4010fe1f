import { format, isSameDay, isSameYear } from 'date-fns';

/** Short date for dense lists: "14:05" today, "12 Mar" this year, "12 Mar 2024" before. */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'HH:mm');
  if (isSameYear(date, now)) return format(date, 'd MMM');
  return format(date, 'd MMM yyyy');
}

/** Full date and time for a detail view: "12 March 2026, 14:05". */
export const longDate = (iso: string): string => format(new Date(iso), 'd MMMM yyyy, HH:mm');

/** Date only, for tables: "12 Mar 2026". */
export const tableDate = (iso: string): string => format(new Date(iso), 'd MMM yyyy');
