import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HELD_WORKS, holdLimitBreach, holdLimitMessage } from './hold-limits';

describe('hold limits', () => {
  it('default to five works', () => {
    expect(DEFAULT_MAX_HELD_WORKS).toBe(5);
  });

  it('let a buyer hold up to the limit, in one order or several', () => {
    expect(holdLimitBreach(5, 0, 5)).toBeNull();
    expect(holdLimitBreach(5, 3, 2)).toBeNull();
    expect(holdLimitBreach(5, 4, 1)).toBeNull();
  });

  it('refuse a cart larger than the limit, whatever the buyer holds', () => {
    expect(holdLimitBreach(5, 0, 6)).toEqual({ kind: 'order', limit: 5, held: 0, requested: 6 });
    expect(holdLimitBreach(5, 2, 19)).toMatchObject({ kind: 'order' });
  });

  it('refuse an order that would take the buyer past the limit', () => {
    expect(holdLimitBreach(5, 5, 1)).toEqual({ kind: 'buyer', limit: 5, held: 5, requested: 1 });
    expect(holdLimitBreach(5, 3, 3)).toMatchObject({ kind: 'buyer' });
  });

  it('tell the buyer to contact the artist', () => {
    expect(holdLimitMessage({ kind: 'order', limit: 5, held: 0 })).toBe(
      'One order can include at most 5 works. To buy more, please contact the artist.',
    );
    expect(holdLimitMessage({ kind: 'order', limit: 1, held: 0 })).toBe(
      'One order can include at most 1 work. To buy more, please contact the artist.',
    );
    expect(holdLimitMessage({ kind: 'buyer', limit: 5, held: 4 })).toBe(
      'You already have 4 works on hold in an order awaiting payment, and one buyer can hold at most 5 works at a time. Please complete that payment first, or contact the artist.',
    );
  });
});
