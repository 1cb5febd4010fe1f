/**
 * Dates in words as en-US writes them ("March 5, 2026"), without `Intl`: a page that shows a
 * date would otherwise create the tab's first `Intl` formatter, which costs the main thread
 * the ICU data's load (see numbers.ts).
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 5, 2026", in the runtime's own time zone or in UTC. */
export function longDate(date: Date, zone: 'local' | 'utc'): string {
  const utc = zone === 'utc';
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${month} ${day}, ${year}`;
}
