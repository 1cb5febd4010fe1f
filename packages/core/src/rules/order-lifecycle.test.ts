import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTION_TARGETS,
  ADMIN_ORDER_ACTIONS,
  HOLDING_STATUSES,
  ORDER_ACTOR_KINDS,
  ORDER_LIFECYCLE,
  ORDER_STARTS,
  actorKind,
  adminActions,
  canExtendHold,
  canMove,
  illegalMoveMessage,
  isLiveHold,
} from './order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from './orders';

/** Every allowed move as "from → to: actors", to read the whole table at a glance. */
const allMoves = () =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => ORDER_LIFECYCLE[from].next[to]).map(
      (to) => `${from} → ${to}: ${ORDER_LIFECYCLE[from].next[to]!.join(', ')}`,
    ),
  );

describe('the order lifecycle table', () => {
  it('lists exactly the moves of decision 010, with who may make each', () => {
    expect(allMoves()).toEqual([
      'pending_payment → pending_payment: admin, stripe',
      'pending_payment → paid: admin, stripe',
      'pending_payment → cancelled: admin, stripe, system',
      'pending_payment → expired: admin, stripe, system',
      'pending_payment → refunded: stripe',
      'paid → shipped: admin',
      'paid → delivered: admin',
      'paid → cancelled: admin',
      'paid → refunded: admin',
      'shipped → delivered: admin',
      'shipped → refunded: admin',
      'delivered → refunded: admin',
      'cancelled → refunded: stripe',
      'expired → paid: admin, stripe',
      'expired → refunded: stripe',
    ]);
  });

  it('starts every order pending payment, placed by the buyer or reserved by the artist, and lets the buyer do nothing else', () => {
    expect(ORDER_STARTS).toEqual({ pending_payment: ['buyer', 'admin'] });
    expect(canMove(null, 'pending_payment', 'buyer')).toBe(true);
    // A reservation for a buyer (decision 032).
    expect(canMove(null, 'pending_payment', 'admin')).toBe(true);
    for (const actor of ['stripe', 'system'] as const)
      expect(canMove(null, 'pending_payment', actor)).toBe(false);
    for (const to of ORDER_STATUSES.filter((s) => s !== 'pending_payment'))
      expect(canMove(null, to, 'buyer')).toBe(false);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) expect(canMove(from, to, 'buyer')).toBe(false);
  });

  it('reaches every status from the start, and ends nowhere but refunded', () => {
    const reached = new Set<OrderStatus>(['pending_payment']);
    // A breadth-first walk: the set grows while it is iterated, so new statuses are visited too.
    for (const from of reached)
      for (const to of ORDER_STATUSES) if (ORDER_LIFECYCLE[from].next[to]) reached.add(to);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    const ends = ORDER_STATUSES.filter((s) => Object.keys(ORDER_LIFECYCLE[s].next).length === 0);
    expect(ends).toEqual(['refunded']);
  });

  it('never lets anyone move an order back to pending payment; Stripe and the artist may extend a pending hold', () => {
    for (const from of ORDER_STATUSES)
      for (const actor of ORDER_ACTOR_KINDS)
        expect(canMove(from, 'pending_payment', actor)).toBe(
          from === 'pending_payment' && (actor === 'stripe' || actor === 'admin'),
        );
  });

  it('leaves refunds of paid, shipped and delivered orders to the artist, and late payments to Stripe', () => {
    const refunders = (from: OrderStatus) =>
      ORDER_ACTOR_KINDS.filter((actor) => canMove(from, 'refunded', actor));
    expect(refunders('paid')).toEqual(['admin']);
    expect(refunders('shipped')).toEqual(['admin']);
    expect(refunders('delivered')).toEqual(['admin']);
    expect(refunders('pending_payment')).toEqual(['stripe']);
    expect(refunders('expired')).toEqual(['stripe']);
    expect(refunders('cancelled')).toEqual(['stripe']);
  });

  it('holds works only while pending payment, until the hold runs out', () => {
    expect(HOLDING_STATUSES).toEqual(['pending_payment']);
    const now = new Date('2026-03-02T10:00:00Z');
    const later = '2026-03-02T10:00:01Z';
    expect(isLiveHold({ status: 'pending_payment', hold_expires_at: later }, now)).toBe(true);
    expect(isLiveHold({ status: 'pending_payment', hold_expires_at: now }, now)).toBe(false);
    expect(
      isLiveHold({ status: 'pending_payment', hold_expires_at: '2026-03-02T09:59:59Z' }, now),
    ).toBe(false);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending_payment'))
      expect(isLiveHold({ status, hold_expires_at: later }, now)).toBe(false);
  });

  it('tells an admin from the other actors', () => {
    expect(actorKind('admin:12')).toBe('admin');
    expect(actorKind('stripe')).toBe('stripe');
    expect(actorKind('system')).toBe('system');
    expect(actorKind('buyer')).toBe('buyer');
  });
});

describe('the artist’s actions', () => {
  it('each lead to a status the table lets the admin reach from somewhere', () => {
    for (const action of ADMIN_ORDER_ACTIONS) {
      const to = ADMIN_ACTION_TARGETS[action];
      expect(ORDER_STATUSES.some((from) => canMove(from, to, 'admin'))).toBe(true);
    }
  });

  it('are the table’s admin moves from each status; mark paid only for manual payment', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const live = '2026-03-05T12:00:00Z';
    const of = (
      status: OrderStatus,
      payment_provider: 'manual' | 'stripe',
      kind: 'checkout' | 'reservation' = 'checkout',
      hold_expires_at = live,
    ) => adminActions({ status, payment_provider, kind, hold_expires_at }, now);
    const manual = Object.fromEntries(ORDER_STATUSES.map((s) => [s, of(s, 'manual')]));
    expect(manual).toEqual({
      pending_payment: ['mark_paid', 'extend', 'cancel', 'release'],
      paid: ['ship', 'deliver', 'cancel', 'refund'],
      shipped: ['deliver', 'refund'],
      delivered: ['refund'],
      cancelled: [],
      expired: ['mark_paid'],
      refunded: [],
    });
    expect(of('pending_payment', 'stripe')).toEqual(['cancel', 'release']);
    expect(of('expired', 'stripe')).toEqual([]);
    expect(of('paid', 'stripe')).toEqual(['ship', 'deliver', 'cancel', 'refund']);
  });

  it('extend a live hold of a manual payment or a reservation, never a card checkout', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const order = (over: Partial<Parameters<typeof canExtendHold>[0]>) => ({
      status: 'pending_payment' as const,
      payment_provider: 'manual' as const,
      kind: 'checkout' as const,
      hold_expires_at: '2026-03-05T12:00:00Z',
      ...over,
    });
    expect(canExtendHold(order({}), now)).toBe(true);
    expect(canExtendHold(order({ kind: 'reservation', payment_provider: 'stripe' }), now)).toBe(
      true,
    );
    expect(canExtendHold(order({ payment_provider: 'stripe' }), now)).toBe(false);
    // A hold that ran out is over, even before the sweep marks the order expired.
    expect(canExtendHold(order({ hold_expires_at: '2026-03-02T09:59:00Z' }), now)).toBe(false);
    expect(canExtendHold(order({ status: 'paid' }), now)).toBe(false);
  });

  it('say why a move is refused, in the artist’s words', () => {
    expect(illegalMoveMessage('pending_payment', 'shipped')).toBe(
      'Cannot ship an order that is pending payment',
    );
    expect(illegalMoveMessage('cancelled', 'paid')).toBe(
      'Cannot mark paid an order that is cancelled',
    );
    expect(illegalMoveMessage('paid', 'expired')).toBe('Cannot release an order that is paid');
    expect(illegalMoveMessage('paid', 'pending_payment')).toBe(
      'Cannot extend the hold of an order that is paid',
    );
  });
});
