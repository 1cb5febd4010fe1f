import {
  canExtendHold,
  extendedHoldEnd,
  holdNeedsReminder,
  holdUntilWords,
  type OrderActor,
} from '@atelier/core';
import { AppError, notFound, validation } from '../../lib/errors';
import { getValue, getValues } from '../settings/settings.service';
import { assertCanMove, transitionOrder, type OrderDeps } from './order-lifecycle.service';
import { holdExtendedEmail, holdReminderEmail } from './order-holds.emails';
import { emailContext } from './orders.emails';
import * as repo from './orders.repository';

/**
 * The end of a day-long hold (decision 047): the artist moves it, and the sweep reminds the
 * buyer a day before it comes. Placing the hold is checkout's (core's `checkoutHold`); ending
 * it is the expiry sweep's, at `hold_expires_at` and not before.
 */

/**
 * Gives the buyer more time: the hold ends at the end of `untilDay`, or `manual_payment_hold_days`
 * later than now. A move of the lifecycle table (pending → pending, by the artist), with its
 * event; the buyer is told the new day, and reminded again a day before it if it is far enough.
 */
export async function extendHold(
  deps: OrderDeps,
  id: number,
  actor: OrderActor,
  untilDay: string | null,
) {
  const ctx = await emailContext(deps.db, deps.config);
  const settings = await getValues(deps.db, ['manual_payment_hold_days', 'payment_instructions']);
  await deps.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound('Order not found');
    assertCanMove(order, 'pending_payment', actor);
    const now = new Date();
    if (!canExtendHold(order, now))
      throw new AppError(
        409,
        'invalid_transition',
        order.payment_provider === 'stripe' && order.kind === 'checkout'
          ? 'A card payment’s hold lasts as long as its payment page and cannot be extended'
          : 'This hold has already ended: the works may be back on sale',
      );
    const next = extendedHoldEnd(
      order.hold_expires_at,
      untilDay ? { day: untilDay } : { days: settings.manual_payment_hold_days },
      now,
    );
    if ('error' in next) throw validation('until_day', next.error);
    const extended = await transitionOrder(tx, order, 'pending_payment', {
      actor,
      note: `Hold extended until ${holdUntilWords(next.until, now)}`,
      set: {
        hold_expires_at: next.until,
        // Told just now: a reminder is due again only if the new end is days away.
        hold_reminded_at: holdNeedsReminder(now, next.until) ? null : now,
      },
    });
    const lines = await repo.linesOf(tx, [id]);
    await deps.mailer.enqueue(
      tx,
      holdExtendedEmail(ctx, extended, lines, settings.payment_instructions),
    );
  });
}

/**
 * Reminds each buyer whose hold by transfer ends within a day, once: the orders are locked
 * (another instance skips them) and stamped in the transaction that writes the outbox row, so
 * a restart or a second instance never sends it twice.
 */
export async function remindEndingHolds(
  deps: Pick<OrderDeps, 'db' | 'mailer' | 'config'>,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const due = await repo.lockRemindersDue(tx, now);
    if (!due.length) return 0;
    const ctx = await emailContext(tx, deps.config);
    const instructions = await getValue(tx, 'payment_instructions');
    const lines = await repo.linesOf(
      tx,
      due.map((o) => o.id),
    );
    for (const order of due) {
      const own = lines.filter((l) => l.order_id === order.id);
      await deps.mailer.enqueue(tx, holdReminderEmail(ctx, order, own, instructions));
      await repo.updateOrder(tx, order.id, { hold_reminded_at: now });
    }
    return due.length;
  });
}
