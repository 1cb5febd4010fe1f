import { format, isValid, startOfDay } from 'date-fns';

/**
 * Dates the artist reads and types are in her own time zone: the browser's. The server stores
 * UTC (ISO strings); these helpers convert at the edges only.
 */

/**
 * The artist's time zone in words: "Western European Standard Time (Lisbon)", "Coordinated
 * Universal Time"; never an identifier like "Europe/Lisbon" or "UTC" (decision 050). "your
 * local time" where the browser does not say.
 */
export function timeZoneName(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const long = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  if (!long) return 'your local time';
  const city = zone?.includes('/') ? zone.split('/').pop()!.replace(/_/g, ' ') : '';
  return city ? `${long} (${city})` : long;
}

/** ISO -> the value of an <input type="datetime-local"> ("2026-05-12T09:30"), local time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * A datetime-local value (local wall time) -> ISO UTC for published_at; null when empty or
 * not a date. (ECMAScript reads a date-time without an offset as local time.)
 */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : null;
}

/** Whether a datetime-local value lies after `now`. */
export function isFutureLocal(value: string, now = new Date()): boolean {
  const iso = fromLocalInput(value);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}

/** The next full hour tomorrow, a sensible first suggestion for scheduling. */
export function suggestedSchedule(now = new Date()): string {
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  return toLocalInput(tomorrow.toISOString());
}

/** "12 May 2026, 09:30" in local time. */
export const dateTimeLabel = (iso: string): string => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** "09:30" in local time. */
export const timeLabel = (iso: string): string => format(new Date(iso), 'HH:mm');

/** "Tuesday, 12 May 2026": the heading of a day on the schedule. */
export const dayLabel = (day: Date): string => format(day, 'EEEE, d MMMM yyyy');

/** Items grouped by their local calendar day, days and items in time order. */
export function groupByLocalDay<T>(items: T[], dateOf: (item: T) => string) {
  const time = (item: T) => new Date(dateOf(item)).getTime();
  const sorted = [...items].sort((a, b) => time(a) - time(b));
  const groups = new Map<number, { day: Date; items: T[] }>();
  for (const item of sorted) {
    const day = startOfDay(new Date(dateOf(item)));
    const group = groups.get(day.getTime()) ?? { day, items: [] };
    group.items.push(item);
    groups.set(day.getTime(), group);
  }
  return [...groups.values()];
}
