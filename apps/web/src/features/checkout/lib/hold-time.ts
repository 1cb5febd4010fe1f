/**
 * When a checkout hold ends, in the buyer's own time zone, with Intl (no date library on the
 * order pages). ICU separates "PM" with a narrow no-break space; a plain one reads the same
 * and matches the emails.
 */
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** "3:05 PM" */
export const holdTime = (iso: string) => timeFormat.format(new Date(iso)).replace(/\u202f/g, ' ');

/** "Sunday, November 22 at 3:05 PM" */
export const holdDayAndTime = (iso: string) =>
  `${dayFormat.format(new Date(iso))} at ${holdTime(iso)}`;
