import type { FastifyInstance } from 'fastify';
import { getValue } from '../settings/settings.service';
import {
  reservationEndedAlertEmail,
  reservationEndedEmail,
  reservationReminderEmail,
  type OfferEmailContext,
} from './offers.emails';
import * as repo from './offers.repository';
import { paymentPath } from './offers.serialize';

type NoticeDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/**
 * The reservation emails the clock sends (decision 032): the buyer is reminded when the hold
 * ends within a day, and once it has ended unpaid both the buyer and the artist are told.
 * Each is sent once, whatever the number of instances: the offer's row is locked (others skip
 * it) and stamped in the same transaction that puts the email in the outbox.
 */
export async function sendReservationNotices(deps: NoticeDeps, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [due, ended] = [
      await repo.lockRemindersDue(tx, now),
      await repo.lockEndedUnnotified(tx, now),
    ];
    if (!due.length && !ended.length) return { reminded: 0, ended: 0 };
    const ctx: OfferEmailContext = {
      siteName: await getValue(tx, 'site_name'),
      publicUrl: deps.config.publicUrl,
      artistEmail: deps.config.artistEmail,
    };
    for (const r of due) {
      const url = `${ctx.publicUrl}${paymentPath(r.order_token)}`;
      await deps.mailer.enqueue(
        tx,
        reservationReminderEmail(ctx, r.offer, r.title, r.total_cents, url),
      );
      await repo.stampNotice(tx, r.offer.id, 'reminded_at', now);
    }
    for (const r of ended) {
      await deps.mailer.enqueue(tx, reservationEndedEmail(ctx, r.offer, r.title));
      await deps.mailer.enqueue(
        tx,
        reservationEndedAlertEmail(ctx, r.offer, r.title, r.order_number),
      );
      await repo.stampNotice(tx, r.offer.id, 'expiry_notified_at', now);
    }
    return { reminded: due.length, ended: ended.length };
  });
}
