import {
  actorKind,
  adminActionTo,
  canMove,
  illegalMoveMessage,
  type OrderActor,
  type OrderHold,
  type OrderStatus,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './orders.repository';

/**
 * The one home of order status changes (decision 010). Every move — the buyer placing an
 * order, the artist's actions, Stripe's events, the expiry sweep — goes through
 * `startOrder` or `transitionOrder`, which check it against the lifecycle table of
 * @atelier/core, write the row and write its `order_events` row, together. Callers hold the
 * order's row lock (`lockOrder`) when they read the order they pass in.
 */

/** What the order services need of the app. */
export type OrderDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/** The columns a move may set besides the status (its own timestamp is set here). */
export type OrderChanges = Omit<Partial<repo.NewOrder>, 'id' | 'status' | 'created_at'>;

export interface MoveOptions {
  actor: OrderActor;
  /** Why, or what came with the move (a tracking number, a Stripe id): shown in the history. */
  note?: string | null;
  set?: OrderChanges;
}

/** The moment each status was reached, on the order itself (the history has them all). */
const STAMPS: Partial<Record<OrderStatus, keyof repo.NewOrder>> = {
  paid: 'paid_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
  refunded: 'refunded_at',
};

/** 409 `invalid_transition`: "Cannot ship an order that is pending payment". */
export const illegalTransition = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'invalid_transition', illegalMoveMessage(from, to), {
    action: adminActionTo(to) ?? to,
    status: from,
  });

/** Throws unless the table lets `actor` move this order to `to`. */
export function assertCanMove(order: repo.OrderRow, to: OrderStatus, actor: OrderActor) {
  if (!canMove(order.status, to, actorKind(actor))) throw illegalTransition(order.status, to);
}

/** Creates an order in its first status, with its first event. */
export async function startOrder(
  tx: DbOrTx,
  values: Omit<repo.NewOrder, 'hold_expires_at'>,
  hold: OrderHold,
  { actor, note = null }: Omit<MoveOptions, 'set'>,
) {
  const to = values.status ?? 'pending_payment';
  if (!canMove(null, to, actorKind(actor)))
    throw new AppError(409, 'invalid_transition', `An order cannot start ${to}`);
  const order = await repo.insertOrder(tx, { ...values, status: to }, hold);
  await repo.insertEvent(tx, { order_id: order.id, from_status: null, to_status: to, actor, note });
  return order;
}

/**
 * Moves `order` to `to`: checks the move against the lifecycle table (409 otherwise), updates
 * the row only if its status is still the one read (so two racing moves cannot both apply),
 * stamps the time of the move, and records the event. Returns the updated row.
 */
export async function transitionOrder(
  tx: DbOrTx,
  order: repo.OrderRow,
  to: OrderStatus,
  { actor, note = null, set = {} }: MoveOptions,
): Promise<repo.OrderRow> {
  assertCanMove(order, to, actor);
  const stamp = STAMPS[to];
  const moved = await repo.updateStatus(tx, order.id, order.status, {
    ...set,
    ...(stamp ? { [stamp]: new Date() } : {}),
    status: to,
  });
  if (!moved)
    throw new AppError(
      409,
      'invalid_transition',
      'The order changed meanwhile; reload it and try again',
      { action: adminActionTo(to) ?? to, status: order.status },
    );
  await repo.insertEvent(tx, {
    order_id: order.id,
    from_status: order.status,
    to_status: to,
    actor,
    note,
  });
  return moved;
}
