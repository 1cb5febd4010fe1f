import type { OrderStatus, UnavailableLine } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { expireSession, refundPayment } from '../payments/stripe.gateway';
import { getValue } from '../settings/settings.service';
import {
  cancelledEmail,
  paymentReceivedEmail,
  refundEmail,
  shippedEmail,
  type OrderEmailContext,
} from './orders.emails';
import * as repo from './orders.repository';
import { ACTIONS_FROM, type OrderAction } from './orders.serialize';
import { checkStock, unavailable } from './stock';

export type OrderDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

export async function emailContext(
  db: DbOrTx,
  config: OrderDeps['config'],
): Promise<OrderEmailContext> {
  return {
    siteName: await getValue<string>(db, 'site_name'),
    publicUrl: config.publicUrl,
    artistEmail: config.artistEmail,
  };
}

const VERBS: Record<OrderAction, string> = {
  mark_paid: 'mark paid',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
  refund: 'refund',
};

/** 409 for a transition the order's status does not allow. */
export const illegalTransition = (action: OrderAction, status: string) =>
  new AppError(
    409,
    'invalid_transition',
    `Cannot ${VERBS[action]} an order that is ${status.replace(/_/g, ' ')}`,
    { action, status },
  );

export async function recordEvent(
  tx: DbOrTx,
  orderId: number,
  from: string | null,
  to: OrderStatus,
  actor: string,
  note: string | null = null,
) {
  await repo.insertEvent(tx, { order_id: orderId, from_status: from, to_status: to, actor, note });
}

/** Locks the order for the rest of the transaction and checks the action is allowed from its status. */
async function lockFor(tx: Tx, id: number, action: OrderAction) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound('Order not found');
  if (!ACTIONS_FROM[action].includes(order.status as OrderStatus))
    throw illegalTransition(action, order.status);
  return order;
}

export type PayResult =
  | { paid: repo.OrderRow; lines: repo.OrderLineRow[] }
  | { problems: UnavailableLine[]; lines: repo.OrderLineRow[] };

/**
 * Pays a locked order inside the caller's transaction: its works are locked and must still be
 * free (its own hold aside: a late payment finds them taken only if someone else holds or
 * bought them); then stock goes down (the last unit marks the work sold), the status becomes
 * paid and the event is written — all or nothing.
 */
export async function payInTx(
  tx: Tx,
  order: repo.OrderRow,
  actor: string,
  reference: string | null,
  note: string,
): Promise<PayResult> {
  const lines = await repo.linesOf(tx, [order.id]);
  const requested = lines
    .filter((l) => l.artwork_id !== null)
    .map((l) => ({ artwork_id: l.artwork_id!, quantity: l.quantity }));
  const { problems } = await checkStock(tx, requested, {
    lock: true,
    previewAccess: true,
    ignoreVisibility: true,
    exceptOrderId: order.id,
  });
  for (const l of lines) {
    if (l.artwork_id === null)
      problems.push({ artwork_id: 0, title: l.title, reason: 'unavailable', available: 0 });
  }
  if (problems.length) return { problems, lines };
  for (const l of lines) await repo.takeStock(tx, l.artwork_id!, l.quantity);
  const paid = await repo.transition(tx, order.id, [order.status as OrderStatus], {
    status: 'paid',
    paid_at: new Date(),
    payment_reference: reference ?? order.payment_reference,
  });
  if (!paid) throw new Error(`order ${order.id} changed while locked`);
  await recordEvent(tx, order.id, order.status, 'paid', actor, note);
  return { paid, lines };
}

/** Admin, manual payment: the buyer's transfer or check has arrived. */
export async function markPaid(deps: OrderDeps, id: number, actor: string) {
  const ctx = await emailContext(deps.db, deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound('Order not found');
    if (order.payment_provider !== 'manual') {
      throw new AppError(
        409,
        'invalid_transition',
        'Orders paid through Stripe are marked paid by Stripe',
        { action: 'mark_paid', status: order.status },
      );
    }
    if (!ACTIONS_FROM.mark_paid.includes(order.status as OrderStatus))
      throw illegalTransition('mark_paid', order.status);
    const result = await payInTx(tx, order, actor, null, 'Payment received');
    if ('problems' in result) throw unavailable(result.problems);
    await deps.mailer.enqueue(tx, paymentReceivedEmail(ctx, result.paid, result.lines));
  });
}

export async function ship(
  deps: OrderDeps,
  id: number,
  actor: string,
  input: { carrier: string; tracking_number: string },
) {
  const ctx = await emailContext(deps.db, deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'ship');
    const shipped = (await repo.transition(tx, id, ACTIONS_FROM.ship, {
      status: 'shipped',
      shipped_at: new Date(),
      carrier: input.carrier,
      tracking_number: input.tracking_number,
    }))!;
    await recordEvent(
      tx,
      id,
      order.status,
      'shipped',
      actor,
      `${input.carrier} ${input.tracking_number}`,
    );
    await deps.mailer.enqueue(tx, shippedEmail(ctx, shipped, await repo.linesOf(tx, [id])));
  });
}

export async function deliver(deps: OrderDeps, id: number, actor: string) {
  await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'deliver');
    await repo.transition(tx, id, ACTIONS_FROM.deliver, {
      status: 'delivered',
      delivered_at: new Date(),
    });
    await recordEvent(tx, id, order.status, 'delivered', actor);
  });
}

/** Puts the units of a paid order back on sale (the work shows available again). */
async function restock(tx: Tx, orderId: number) {
  for (const l of await repo.linesOf(tx, [orderId])) {
    if (l.artwork_id !== null) await repo.returnStock(tx, l.artwork_id, l.quantity);
  }
}

/**
 * Cancels a pending order (its hold ends: the works are free again) or a paid one (the
 * artist's call: its works go back on sale; money is returned with refund, not here).
 */
export async function cancel(deps: OrderDeps, id: number, actor: string, reason: string | null) {
  const ctx = await emailContext(deps.db, deps.config);
  const order = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, id, 'cancel');
    if (current.status === 'paid') await restock(tx, id);
    const cancelled = (await repo.transition(tx, id, ACTIONS_FROM.cancel, {
      status: 'cancelled',
      cancelled_at: new Date(),
    }))!;
    await recordEvent(tx, id, current.status, 'cancelled', actor, reason);
    await deps.mailer.enqueue(tx, cancelledEmail(ctx, cancelled, reason));
    return current;
  });
  // An open Stripe page must not take a payment for a cancelled order (if it does, it is refunded).
  if (order.status === 'pending_payment' && order.stripe_session_id && deps.config.stripe) {
    await expireSession(deps.config, order.stripe_session_id).catch((err: unknown) =>
      deps.log.warn(
        { err, orderId: id },
        'could not expire the Stripe session of a cancelled order',
      ),
    );
  }
}

/**
 * Refunds a paid, shipped or delivered order: through Stripe when it was paid there (inside
 * the transaction: if Stripe refuses, nothing changes), recorded only for manual payments.
 * An order refunded before it shipped puts its works back on sale; a shipped one does not
 * (the artist edits the work when it comes back).
 */
export async function refund(deps: OrderDeps, id: number, actor: string, reason: string | null) {
  const ctx = await emailContext(deps.db, deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await lockFor(tx, id, 'refund');
    let refundReference: string | null = null;
    if (order.payment_provider === 'stripe') {
      if (!order.payment_reference)
        throw new AppError(409, 'invalid_transition', 'This order has no Stripe payment to refund');
      if (!deps.config.stripe)
        throw new AppError(
          409,
          'invalid_transition',
          'Stripe is not configured: refund the payment in Stripe, then cancel the order',
        );
      refundReference = await refundPayment(
        deps.config,
        order,
        order.payment_reference,
        reason ?? 'requested by the artist',
      );
    }
    if (order.status === 'paid') await restock(tx, id);
    const refunded = (await repo.transition(tx, id, ACTIONS_FROM.refund, {
      status: 'refunded',
      refunded_at: new Date(),
      refund_reference: refundReference,
    }))!;
    await recordEvent(
      tx,
      id,
      order.status,
      'refunded',
      actor,
      reason ??
        (refundReference ? `Stripe refund ${refundReference}` : 'Refunded outside the site'),
    );
    await deps.mailer.enqueue(tx, refundEmail(ctx, refunded, reason));
  });
}

/** Expires a pending order (its works are free again); false when it was no longer pending. */
export async function expireInTx(tx: Tx, id: number, actor: string, note: string) {
  const expired = await repo.transition(tx, id, ['pending_payment'], { status: 'expired' });
  if (expired) await recordEvent(tx, id, 'pending_payment', 'expired', actor, note);
  return Boolean(expired);
}

/** The periodic tidy-up: pending orders whose hold has run out become expired, each with its event. */
export async function expireLapsedOrders(db: OrderDeps['db'], now?: Date) {
  return db.transaction(async (tx) => {
    const rows = await repo.expireLapsed(tx, now);
    for (const r of rows)
      await recordEvent(
        tx,
        r.id,
        'pending_payment',
        'expired',
        'system',
        'Hold expired; works released',
      );
    return rows.length;
  });
}
