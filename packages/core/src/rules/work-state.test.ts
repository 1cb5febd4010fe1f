import { describe, expect, it } from 'vitest';
import {
  mayComeBack,
  takesWaitlist,
  visitorAvailabilityOf,
  workState,
  workStateText,
  type WorkHold,
} from './work-state';

const now = new Date('2026-03-02T10:00:00Z');
const later = '2026-03-05T10:00:00.000Z';
const work = { availability: 'available', stock: 1 };

const hold = (over: Partial<WorkHold> = {}): WorkHold => ({
  order_id: 7,
  order_number: 'EM-1001',
  kind: 'checkout',
  payment_provider: 'stripe',
  buyer_name: 'Ada Lovelace',
  status: 'pending_payment',
  hold_expires_at: later,
  quantity: 1,
  ...over,
});

const kindOf = (...args: Parameters<typeof workState>) => workState(...args).kind;

describe('workState', () => {
  it('is available with no hold', () => {
    expect(workState(work, [], now)).toEqual({
      kind: 'available',
      order_id: null,
      order_number: null,
      buyer_name: null,
      until: null,
      until_is_day: false,
    });
  });

  it('is held by a checkout order until its hold runs out, without naming the buyer', () => {
    expect(workState(work, [hold()], now)).toEqual({
      kind: 'held',
      order_id: 7,
      order_number: 'EM-1001',
      buyer_name: null,
      until: later,
      until_is_day: false,
    });
  });

  it('is reserved for the buyer of a reservation, until it runs out', () => {
    expect(workState(work, [hold({ kind: 'reservation' })], now)).toEqual({
      kind: 'reserved',
      order_id: 7,
      order_number: 'EM-1001',
      buyer_name: 'Ada Lovelace',
      until: later,
      until_is_day: false,
    });
  });

  it('reads the deadline from the order, whether minutes or days away', () => {
    const minutes = '2026-03-02T10:30:00Z';
    expect(workState(work, [hold({ hold_expires_at: new Date(minutes) })], now).until).toBe(
      new Date(minutes).toISOString(),
    );
  });

  it('is available again once the hold has run out, at the very instant too', () => {
    expect(kindOf(work, [hold({ hold_expires_at: '2026-03-01T10:00:00Z' })], now)).toBe(
      'available',
    );
    expect(kindOf(work, [hold({ hold_expires_at: now })], now)).toBe('available');
    expect(kindOf(work, [hold({ hold_expires_at: '2026-03-02T10:00:01Z' })], now)).toBe('held');
  });

  it('ignores orders that no longer hold: paid, cancelled, expired, refunded', () => {
    for (const status of ['paid', 'shipped', 'cancelled', 'expired', 'refunded'] as const)
      expect(kindOf(work, [hold({ status })], now)).toBe('available');
  });

  it('keeps the stored sold and not-for-sale whatever orders say', () => {
    expect(kindOf({ availability: 'sold', stock: 0 }, [hold()], now)).toBe('sold');
    expect(kindOf({ availability: 'not_for_sale', stock: 1 }, [hold()], now)).toBe('not_for_sale');
  });

  it('is reserved, with nobody named, when the artist marked it so by hand', () => {
    expect(workState({ availability: 'reserved', stock: 1 }, [], now)).toEqual({
      kind: 'reserved',
      order_id: null,
      order_number: null,
      buyer_name: null,
      until: null,
      until_is_day: false,
    });
  });

  it('treats an unknown stored value as not for sale', () => {
    expect(kindOf({ availability: 'on_loan', stock: 1 }, [], now)).toBe('not_for_sale');
  });

  it('is sold when an available work has no stock left', () => {
    expect(kindOf({ availability: 'available', stock: 0 }, [], now)).toBe('sold');
  });

  it('stays available while an edition has units no hold keeps', () => {
    const edition = { availability: 'available', stock: 3 };
    expect(kindOf(edition, [hold({ quantity: 2 })], now)).toBe('available');
    expect(kindOf(edition, [hold({ quantity: 2 }), hold({ quantity: 1 })], now)).toBe('held');
  });

  it('names a reservation before a checkout, and the hold ending first', () => {
    const edition = { availability: 'available', stock: 2 };
    const soon = '2026-03-03T10:00:00Z';
    const state = workState(
      edition,
      [
        hold({ order_number: 'EM-1002', hold_expires_at: soon }),
        hold({ kind: 'reservation', order_number: 'EM-1003', buyer_name: 'Bo' }),
      ],
      now,
    );
    expect(state).toMatchObject({ kind: 'reserved', order_number: 'EM-1003', buyer_name: 'Bo' });
    const checkouts = workState(
      edition,
      [hold({ order_number: 'EM-1004' }), hold({ order_number: 'EM-1005', hold_expires_at: soon })],
      now,
    );
    expect(checkouts).toMatchObject({
      order_number: 'EM-1005',
      until: new Date(soon).toISOString(),
    });
  });
});

describe('what a visitor reads', () => {
  it('shows held and reserved works as reserved ("Unavailable"), the rest as they are', () => {
    expect(visitorAvailabilityOf({ kind: 'held' })).toBe('reserved');
    expect(visitorAvailabilityOf({ kind: 'reserved' })).toBe('reserved');
    expect(visitorAvailabilityOf({ kind: 'available' })).toBe('available');
    expect(visitorAvailabilityOf({ kind: 'sold' })).toBe('sold');
    expect(visitorAvailabilityOf({ kind: 'not_for_sale' })).toBe('not_for_sale');
  });

  it('says a reserved work may come back, and offers the waitlist there and on sold works', () => {
    expect(mayComeBack('reserved')).toBe(true);
    expect(mayComeBack('sold')).toBe(false);
    expect(takesWaitlist('sold')).toBe(true);
    expect(takesWaitlist('reserved')).toBe(true);
    expect(takesWaitlist('available')).toBe(false);
    expect(takesWaitlist('not_for_sale')).toBe(false);
  });
});

describe('workStateText', () => {
  const time = (iso: string) => `[${iso}]`;
  it('names the order or the buyer and the deadline', () => {
    expect(workStateText(workState(work, [hold()], now), time)).toBe(
      `Held by order EM-1001 until [${later}]`,
    );
    expect(workStateText(workState(work, [hold({ kind: 'reservation' })], now), time)).toBe(
      `Reserved for Ada Lovelace until [${later}]`,
    );
  });

  it("tells a bank transfer's hold by its day, as the buyer was told", () => {
    // The end of Thursday 5 March 2026 everywhere on Earth (decision 047).
    const endOfDay = '2026-03-06T12:00:00.000Z';
    const state = workState(
      work,
      [hold({ payment_provider: 'manual', hold_expires_at: endOfDay })],
      now,
    );
    expect(state.until_is_day).toBe(true);
    expect(workStateText(state, time)).toBe('Held by order EM-1001 until Thursday 5 March');
  });

  it('uses the plain word otherwise', () => {
    expect(workStateText(workState(work, [], now), time)).toBe('Available');
    expect(workStateText(workState({ availability: 'reserved', stock: 1 }, [], now), time)).toBe(
      'Reserved',
    );
    expect(workStateText(workState({ availability: 'sold', stock: 0 }, [], now), time)).toBe(
      'Sold',
    );
    expect(
      workStateText(workState({ availability: 'not_for_sale', stock: 1 }, [], now), time),
    ).toBe('Not for sale');
  });
});
