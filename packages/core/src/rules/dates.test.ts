import { describe, expect, it } from 'vitest';
import { longDate } from './dates';

const LONG = { month: 'long', day: 'numeric', year: 'numeric' } as const;

describe('longDate', () => {
  it('writes "March 5, 2026"', () => {
    expect(longDate(new Date('2026-03-05T12:00:00Z'), 'utc')).toBe('March 5, 2026');
  });

  it('says the UTC date or the local one', () => {
    const late = new Date(2026, 0, 31, 23, 30);
    expect(longDate(late, 'local')).toBe('January 31, 2026');
    expect(longDate(late, 'utc')).toBe(
      new Intl.DateTimeFormat('en-US', { ...LONG, timeZone: 'UTC' }).format(late),
    );
  });

  it('writes what Intl writes for every month, in both zones', () => {
    const utc = new Intl.DateTimeFormat('en-US', { ...LONG, timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-US', LONG);
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1, (day * 5) % 24) + day * 86_400_000);
      expect(longDate(date, 'utc')).toBe(utc.format(date));
      expect(longDate(date, 'local')).toBe(local.format(date));
    }
  });
});
