import { ORDER_STATUSES, type OrderKind, type OrderStatus, type PaymentProvider } from './orders';

/**
 * The order lifecycle, in one table (decision 010): where an order may go from each status,
 * and who may move it there. The server's `transitionOrder` refuses any other move, and the
 * artist's buttons are the moves this table gives the admin. A new status (or a new actor)
 * is one entry here; the database's check constraints are built from the same list.
 */

/** Who moves orders. order_events records the artist as `admin:<id>`. */
export const ORDER_ACTOR_KINDS = ['buyer', 'admin', 'stripe', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];
export type OrderActor = Exclude<OrderActorKind, 'admin'> | `admin:${number}`;

export const actorKind = (actor: OrderActor): OrderActorKind =>
  actor === 'buyer' || actor === 'stripe' || actor === 'system' ? actor : 'admin';

type Moves = Readonly<Partial<Record<OrderStatus, readonly OrderActorKind[]>>>;

export interface OrderStatusRule {
  /** While an order is in this status its works are held for it, until `hold_expires_at`. */
  holds: boolean;
  /** The statuses it may move to, each with the actors allowed to make that move. */
  next: Moves;
}

/**
 * How an order comes into being, pending payment: the buyer places it at checkout, or the
 * artist reserves a work for a buyer (an accepted offer, a collector met at a fair). A
 * reservation is an order like any other: its hold is simply days long (decision 032).
 */
export const ORDER_STARTS: Moves = { pending_payment: ['buyer', 'admin'] };

export const ORDER_LIFECYCLE: Readonly<Record<OrderStatus, OrderStatusRule>> = {
  pending_payment: {
    holds: true,
    next: {
      // The hold is extended: Stripe Checkout completed with a payment that takes days to
      // clear, or the artist gave a buyer paying by transfer more time (decision 047).
      pending_payment: ['admin', 'stripe'],
      paid: ['admin', 'stripe'],
      // The artist; a failed delayed payment; Stripe Checkout that could not be opened.
      cancelled: ['admin', 'stripe', 'system'],
      // The hold ran out (the sweep, Stripe's session expiry) or the artist released it.
      expired: ['admin', 'stripe', 'system'],
      // Paid on Stripe after the works were sold to someone else: refunded at once.
      refunded: ['stripe'],
    },
  },
  paid: {
    holds: false,
    // Cancelling a paid order is the artist's call to undo the sale; money goes back with refund.
    next: { shipped: ['admin'], delivered: ['admin'], cancelled: ['admin'], refunded: ['admin'] },
  },
  shipped: { holds: false, next: { delivered: ['admin'], refunded: ['admin'] } },
  delivered: { holds: false, next: { refunded: ['admin'] } },
  // A Stripe payment that still arrives for a cancelled order is refunded.
  cancelled: { holds: false, next: { refunded: ['stripe'] } },
  // A late payment is accepted while the works are still free, refunded otherwise.
  expired: { holds: false, next: { paid: ['admin', 'stripe'], refunded: ['stripe'] } },
  refunded: { holds: false, next: {} },
};

/** May `actor` move an order from `from` (null: a new order) to `to`? */
export function canMove(from: OrderStatus | null, to: OrderStatus, actor: OrderActorKind): boolean {
  const moves = from === null ? ORDER_STARTS : ORDER_LIFECYCLE[from].next;
  return moves[to]?.includes(actor) ?? false;
}

/** The statuses in which an order holds its works (the live-hold rule reads this list). */
export const HOLDING_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => ORDER_LIFECYCLE[status].holds,
);

/**
 * A live hold: an order in a holding status whose hold has not run out. The server reads the
 * same rule against the database clock (`liveHold` in the orders repository).
 */
export const isLiveHold = (
  order: { status: OrderStatus; hold_expires_at: Date | string },
  now: Date = new Date(),
) => ORDER_LIFECYCLE[order.status].holds && new Date(order.hold_expires_at) > now;

/* ---------- the artist's actions ---------- */

/** The artist's buttons, in screen order, and the status each one moves the order to. */
export const ADMIN_ORDER_ACTIONS = [
  'mark_paid',
  'extend',
  'ship',
  'deliver',
  'cancel',
  'refund',
  'release',
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const ADMIN_ACTION_TARGETS: Readonly<Record<AdminOrderAction, OrderStatus>> = {
  mark_paid: 'paid',
  // Moves a pending order's hold to a later day; the buyer is told the new date.
  extend: 'pending_payment',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
  // Ends a pending order's hold now: its works go back on sale; no email.
  release: 'expired',
};

const VERBS: Readonly<Record<AdminOrderAction, string>> = {
  mark_paid: 'mark paid',
  extend: 'extend the hold of',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
  refund: 'refund',
  release: 'release',
};

/**
 * May the artist move this hold's end? Only while it is live, and only where the buyer pays in
 * their own time: a manual payment or a reservation. A card checkout's hold follows its
 * Stripe page, which expires on its own (decision 047).
 */
export const canExtendHold = (o: AdminActionFacts, now: Date = new Date()) =>
  isLiveHold(o, now) && (o.payment_provider === 'manual' || o.kind === 'reservation');

interface AdminActionFacts {
  status: OrderStatus;
  payment_provider: PaymentProvider;
  kind: OrderKind;
  hold_expires_at: Date | string;
}

/**
 * The actions the table gives the artist on an order. Mark paid is for manual payments only:
 * Stripe marks its own orders paid. Extend is for holds the artist may extend.
 */
export const adminActions = (order: AdminActionFacts, now: Date = new Date()): AdminOrderAction[] =>
  ADMIN_ORDER_ACTIONS.filter(
    (action) =>
      canMove(order.status, ADMIN_ACTION_TARGETS[action], 'admin') &&
      (action !== 'mark_paid' || order.payment_provider === 'manual') &&
      (action !== 'extend' || canExtendHold(order, now)),
  );

/** The artist's action that leads to `to`, if there is one. */
export const adminActionTo = (to: OrderStatus): AdminOrderAction | undefined =>
  ADMIN_ORDER_ACTIONS.find((action) => ADMIN_ACTION_TARGETS[action] === to);

/** "Cannot ship an order that is pending payment": why a move was refused. */
export function illegalMoveMessage(from: OrderStatus, to: OrderStatus): string {
  const action = adminActionTo(to);
  const status = from.replace(/_/g, ' ');
  return action
    ? `Cannot ${VERBS[action]} an order that is ${status}`
    : `An order that is ${status} cannot become ${to.replace(/_/g, ' ')}`;
}
