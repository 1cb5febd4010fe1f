import { format } from 'date-fns';

/** "2026-03" (a UTC month from the server) as a date in that month, for formatting only. */
const firstDay = (month: string) => new Date(`${month}-01T12:00:00`);

/** "2026-03" -> "March 2026". */
export const monthName = (month: string) => format(firstDay(month), 'MMMM yyyy');

/** "2026-03" -> "Mar": the chart's axis. */
export const monthShort = (month: string) => format(firstDay(month), 'MMM');

/** A round top for the axis at or above `max`: 1, 2 or 5 times a power of ten. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}
