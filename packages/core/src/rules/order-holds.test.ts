import { describe, expect, it } from 'vitest';
import {
  checkoutHold,
  dayInWords,
  extendedHoldEnd,
  holdDay,
  holdEndOfDay,
  holdNeedsReminder,
  holdSentence,
  holdUntilWords,
  isDayHold,
} from './order-holds';

const SETTINGS = { holdMinutes: 30, manualHoldDays: 3 };
// Monday 7 December 2026, 14:21 UTC.
const NOW = new Date('2026-12-07T14:21:00Z');

describe('the hold by payment method', () => {
  it('keeps a card checkout’s short hold, in minutes', () => {
    expect(checkoutHold('stripe', SETTINGS, NOW)).toEqual({ minutes: 30 });
  });

  it('holds a manual payment for the setting’s days, to the end of that day everywhere', () => {
    const hold = checkoutHold('manual', SETTINGS, NOW);
    // Thursday 10 December has ended everywhere (UTC−12) at noon UTC on the 11th.
    expect(hold).toEqual({ until: new Date('2026-12-11T12:00:00Z') });
    expect(holdUntilWords((hold as { until: Date }).until, NOW)).toBe('Thursday 10 December');
  });

  it('never holds less than the setting’s days, nor a whole day more', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const now = new Date(NOW.getTime() + hour * 3_600_000);
      const { until } = checkoutHold('manual', { ...SETTINGS, manualHoldDays: 1 }, now) as {
        until: Date;
      };
      const days = (until.getTime() - now.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThan(2);
    }
  });

  it('states by day, and reminds of, a checkout paid by transfer only', () => {
    expect(isDayHold({ kind: 'checkout', payment_provider: 'manual' })).toBe(true);
    expect(isDayHold({ kind: 'checkout', payment_provider: 'stripe' })).toBe(false);
    expect(isDayHold({ kind: 'reservation', payment_provider: 'manual' })).toBe(false);
  });
});

describe('the day of a hold, in the buyer’s words', () => {
  it('is the last day it holds, wherever the buyer is', () => {
    expect(holdEndOfDay('2026-12-10').toISOString()).toBe('2026-12-11T12:00:00.000Z');
    expect(holdDay('2026-12-11T12:00:00Z')).toBe('2026-12-10');
    expect(holdDay('2026-12-11T12:00:00.001Z')).toBe('2026-12-11');
  });

  it('names the weekday and the month, and the year only when it is not this one', () => {
    expect(dayInWords('2026-12-10', NOW)).toBe('Thursday 10 December');
    expect(dayInWords('2027-01-01', NOW)).toBe('Friday 1 January 2027');
  });

  it('says what is held, for how long', () => {
    const until = new Date('2026-12-11T12:00:00Z');
    expect(holdSentence(until, 1, NOW)).toBe(
      'We are holding this painting for you until Thursday 10 December.',
    );
    expect(holdSentence(until, 2, NOW)).toBe(
      'We are holding these 2 paintings for you until Thursday 10 December.',
    );
  });
});

describe('extending a hold', () => {
  const current = new Date('2026-12-11T12:00:00Z'); // until Thursday 10 December

  it('by days, to the end of the day that many days later', () => {
    expect(extendedHoldEnd(current, { days: 3 }, NOW)).toEqual({
      until: new Date('2026-12-14T12:00:00Z'),
    });
  });

  it('to a chosen day', () => {
    expect(extendedHoldEnd(current, { day: '2026-12-20' }, NOW)).toEqual({
      until: holdEndOfDay('2026-12-20'),
    });
  });

  it('refuses a day that is not later, or too far ahead, with the reason', () => {
    expect(extendedHoldEnd(current, { day: '2026-12-10' }, NOW)).toEqual({
      error: 'Choose a day after Thursday 10 December, when the hold ends now.',
    });
    expect(extendedHoldEnd(current, { day: '2027-03-01' }, NOW)).toEqual({
      error: 'A hold can end at most 60 days from today.',
    });
  });

  it('rounds a hold that ends within a day (a reservation) up to the end of the chosen day', () => {
    expect(extendedHoldEnd('2026-12-09T15:05:00Z', { days: 1 }, NOW)).toEqual({
      until: holdEndOfDay('2026-12-10'),
    });
  });
});

describe('the reminder', () => {
  it('is due only for holds set more than two days before their end', () => {
    const until = new Date('2026-12-11T12:00:00Z');
    expect(holdNeedsReminder(NOW, until)).toBe(true);
    expect(holdNeedsReminder(new Date('2026-12-09T13:00:00Z'), until)).toBe(false);
  });
});
