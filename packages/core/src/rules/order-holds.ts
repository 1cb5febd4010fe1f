import type { OrderKind, PaymentProvider } from './orders';
import { MONTHS } from './dates';

/**
 * How long an order holds its works while the buyer pays (decision 047). A card checkout pays
 * on Stripe's page at once: its hold is minutes (`checkout_hold_minutes`). A bank transfer or a
 * check takes days: the artist first emails the details, then the money travels. Such a hold
 * lasts `manual_payment_hold_days` and ends at the end of a calendar day, so that the buyer
 * can be told a date ("until Thursday 10 December") without knowing their time zone.
 *
 * The day is counted "anywhere on Earth" (UTC−12, the last time zone to finish a day): the
 * hold ends when that day has ended everywhere, so the date is true for every buyer. It costs
 * the artist at most a day more than the setting; nobody loses the work before the date said.
 */

/** The artist's setting `manual_payment_hold_days` starts at this (like `reservation_days`). */
export const DEFAULT_MANUAL_HOLD_DAYS = 3;
export const MANUAL_HOLD_DAYS_RANGE = { min: 1, max: 30 } as const;
/** How far ahead of today the artist may move a hold's end. */
export const MAX_HOLD_AHEAD_DAYS = 60;

const DAY_MS = 86_400_000;
/** Anywhere on Earth is UTC−12: its day ends 12 hours after UTC's. */
const AOE_MS = 12 * 3_600_000;

/** A hold that lasts minutes from now by the database clock, or one that ends at a set moment. */
export type OrderHold = { minutes: number } | { until: Date };

export interface HoldSettings {
  /** `checkout_hold_minutes`: a card checkout. */
  holdMinutes: number;
  /** `manual_payment_hold_days`: a bank transfer or a check. */
  manualHoldDays: number;
}

/** A checkout's hold, by how the buyer pays. */
export function checkoutHold(
  provider: PaymentProvider,
  settings: HoldSettings,
  now: Date = new Date(),
): OrderHold {
  if (provider === 'stripe') return { minutes: settings.holdMinutes };
  return {
    until: holdEndOfDay(holdDay(new Date(now.getTime() + settings.manualHoldDays * DAY_MS))),
  };
}

/** The calendar day ("2026-12-10") anywhere on Earth at `at`. */
const aoeDay = (at: Date) => new Date(at.getTime() - AOE_MS).toISOString().slice(0, 10);

/** "2026-12-10" plus 3 days: "2026-12-13". */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The moment day `day` ("2026-12-10") has ended everywhere: a hold "until" that day ends then. */
export function holdEndOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS + AOE_MS);
}

/** The day a hold ending at `until` is stated with: the last day it still holds everywhere. */
export const holdDay = (until: Date | string): string =>
  aoeDay(new Date(new Date(until).getTime() - 1));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Thursday 10 December" (with the year when it is not this year's): a day in the buyer's words. */
export function dayInWords(day: string, now: Date = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  const year = date.getUTCFullYear();
  const words = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return year === new Date(now.getTime() - AOE_MS).getUTCFullYear() ? words : `${words} ${year}`;
}

/** "Thursday 10 December": the last day a hold ending at `until` holds. */
export const holdUntilWords = (until: Date | string, now?: Date) => dayInWords(holdDay(until), now);

/** "We are holding this painting for you until Thursday 10 December." */
export function holdSentence(until: Date | string, works: number, now?: Date): string {
  const what = works === 1 ? 'this painting' : `these ${works} paintings`;
  return `We are holding ${what} for you until ${holdUntilWords(until, now)}.`;
}

/** A hold stated by its day (and reminded of): a checkout paid by bank transfer or check. */
export const isDayHold = (o: { kind: OrderKind; payment_provider: PaymentProvider }) =>
  o.kind === 'checkout' && o.payment_provider === 'manual';

/** How the artist extends a hold: by the setting's days, or to the end of a chosen day. */
export type HoldExtension = { days: number } | { day: string };

/**
 * The new end of a hold that now ends at `current`: `days` more (to the end of that day), or
 * the end of `day`. A day not after the current one, or past `MAX_HOLD_AHEAD_DAYS` from today,
 * is refused with the reason the artist reads.
 */
export function extendedHoldEnd(
  current: Date | string,
  by: HoldExtension,
  now: Date = new Date(),
): { until: Date } | { error: string } {
  const currentDay = holdDay(current);
  const day = 'day' in by ? by.day : addDays(currentDay, by.days);
  if (day <= currentDay)
    return { error: `Choose a day after ${dayInWords(currentDay, now)}, when the hold ends now.` };
  const furthest = aoeDay(new Date(now.getTime() + MAX_HOLD_AHEAD_DAYS * DAY_MS));
  if (day > furthest)
    return { error: `A hold can end at most ${MAX_HOLD_AHEAD_DAYS} days from today.` };
  return { until: holdEndOfDay(day) };
}

/**
 * The buyer of a day hold is reminded a day before it ends, once, if the hold was set at least
 * two days before its end (a shorter one was just announced: a reminder would only repeat it).
 */
export const HOLD_REMINDER_DAYS_BEFORE = 1;
export const HOLD_REMINDER_MIN_DAYS = 2;

/** Whether a hold set at `from` to end at `until` is still to be reminded of. */
export const holdNeedsReminder = (from: Date, until: Date) =>
  until.getTime() - from.getTime() > HOLD_REMINDER_MIN_DAYS * DAY_MS;
