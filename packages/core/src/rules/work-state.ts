import { holdUntilWords, isDayHold } from './order-holds';
import { isLiveHold } from './order-lifecycle';
import type { OrderKind, OrderStatus, PaymentProvider } from './orders';

/**
 * What a work is right now, for the artist and for a visitor (decision 048): one rule read by
 * the admin's list and editor, the dashboard's counts and the public pages. The stored
 * availability is what the artist chose; an order awaiting payment holds a work on top of it,
 * until its hold runs out (read from the order, so a hold of minutes or of days is the same).
 */
export const WORK_STATE_KINDS = ['available', 'held', 'reserved', 'sold', 'not_for_sale'] as const;
export type WorkStateKind = (typeof WORK_STATE_KINDS)[number];

/** A work's state; the order's number, id and buyer are the artist's to see, never a visitor's. */
export interface WorkState {
  kind: WorkStateKind;
  /** The order holding the work (held, or reserved through an order). */
  order_id: number | null;
  order_number: string | null;
  /** Who the work is reserved for; null when the artist marked it reserved by hand. */
  buyer_name: string | null;
  /** ISO time the hold runs out: the work may come back on sale then. */
  until: string | null;
  /** The hold is told by its day, as the buyer was (a bank transfer's, decision 047). */
  until_is_day: boolean;
}

/** One order line holding the work (live or not: the rule checks). */
export interface WorkHold {
  order_id: number;
  order_number: string;
  /** A buyer's checkout holds; the artist's reservation for a buyer reserves. */
  kind: OrderKind;
  payment_provider: PaymentProvider;
  buyer_name: string;
  status: OrderStatus;
  hold_expires_at: Date | string;
  quantity: number;
}

const plain = (kind: WorkStateKind): WorkState => ({
  kind,
  order_id: null,
  order_number: null,
  buyer_name: null,
  until: null,
  until_is_day: false,
});

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The state of a work from its row and the order lines naming it. Sold and not-for-sale are
 * the artist's (or a paid order's) word; a work marked available is held or reserved while
 * live holds keep all of its stock, and sold when no stock is left (as checkout reads it).
 */
export function workState(
  work: { availability: string; stock: number },
  holds: readonly WorkHold[],
  now: Date = new Date(),
): WorkState {
  if (work.availability === 'sold') return plain('sold');
  if (work.availability === 'reserved') return plain('reserved');
  // Any other stored value cannot be bought: the visitor reads "Unavailable" either way.
  if (work.availability !== 'available') return plain('not_for_sale');
  if (work.stock <= 0) return plain('sold');
  const live = holds.filter((hold) => isLiveHold(hold, now));
  const held = live.reduce((units, hold) => units + hold.quantity, 0);
  if (held < work.stock) return plain('available');
  // A reservation names the buyer the artist agreed with, so it is the one told; among several,
  // the one ending first says when a unit may come back.
  const reservations = live.filter((hold) => hold.kind === 'reservation');
  const [first] = (reservations.length ? reservations : live).sort(
    (a, b) => new Date(a.hold_expires_at).getTime() - new Date(b.hold_expires_at).getTime(),
  );
  return {
    kind: reservations.length ? 'reserved' : 'held',
    order_id: first!.order_id,
    order_number: first!.order_number,
    buyer_name: reservations.length ? first!.buyer_name : null,
    until: iso(first!.hold_expires_at),
    until_is_day: isDayHold(first!),
  };
}

/**
 * The availability a visitor reads (docs/product.md §4): held and reserved works are
 * "reserved", shown "Unavailable". The server's SQL for visitors (`visitorAvailability`) is
 * this rule against the database clock; a test holds the two together.
 */
export const visitorAvailabilityOf = (state: Pick<WorkState, 'kind'>): string =>
  state.kind === 'held' ? 'reserved' : state.kind;

/** Short names of the states: the badge, the filter and the dashboard's words. */
export const WORK_STATE_LABELS: Record<WorkStateKind, string> = {
  available: 'Available',
  held: 'Held by an order',
  reserved: 'Reserved',
  sold: 'Sold',
  not_for_sale: 'Not for sale',
};

/**
 * The artist's sentence for a state: "Held by order EM-1001 until Thursday 10 December" (a
 * bank transfer's day, as the buyer was told), "… until 14:30" (a card checkout's minutes),
 * "Reserved for Ada Lovelace until …". `time` writes a moment in the artist's own time zone.
 */
export function workStateText(state: WorkState, time: (iso: string) => string): string {
  const end = state.until && (state.until_is_day ? holdUntilWords(state.until) : time(state.until));
  const until = end ? ` until ${end}` : '';
  if (state.kind === 'held' && state.order_number)
    return `Held by order ${state.order_number}${until}`;
  if (state.kind === 'reserved' && state.buyer_name)
    return `Reserved for ${state.buyer_name}${until}`;
  return WORK_STATE_LABELS[state.kind];
}

/** The line under "Unavailable" on a held or reserved work's page. */
export const MAY_COME_BACK_TEXT =
  'This work is held for a buyer. If their purchase does not go through, it will be offered here again.';

/**
 * A visitor may be told a work may come back: it is held or reserved for a buyer, and on sale
 * again if they do not pay.
 */
export const mayComeBack = (availability: string): boolean => availability === 'reserved';

/**
 * Where a visitor may ask to hear about similar work (decision 034): a sold work, or one that
 * may come back, since either way it cannot be bought now.
 */
export const takesWaitlist = (availability: string): boolean =>
  availability === 'sold' || mayComeBack(availability);
