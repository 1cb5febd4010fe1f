import { describe, expect, it } from 'vitest';
import { holdDayAndTime, holdTime } from './hold-time';

describe('hold times', () => {
  // A local date, so the expectation holds in any time zone the tests run in.
  const iso = new Date(2026, 10, 22, 15, 5).toISOString();

  it('gives the time with a plain space before PM', () => {
    expect(holdTime(iso)).toBe('3:05 PM');
  });

  it('gives the weekday, month, day and time', () => {
    expect(holdDayAndTime(iso)).toBe('Sunday, November 22 at 3:05 PM');
  });
});
