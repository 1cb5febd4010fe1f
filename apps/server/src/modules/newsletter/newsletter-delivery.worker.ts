import type { FastifyInstance } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import { transportFor } from '../mail/transport.service';
import * as outbox from '../mail/outbox.service';
import type { DbOrTx } from '../../db/client';
import { startBatchLoop } from '../../lib/interval-task';
import { finishIssues } from './newsletter-issue-lifecycle.service';
import * as recipients from './newsletter-recipients.repository';
import { startDueIssues } from './newsletter-scheduling.service';
import { composeRecipient, senderContext } from './newsletter-sending.service';

/*
 * Delivers newsletter recipients (decision 033): claims a batch of the outbox's newsletter
 * rows with the outbox's own claim (SKIP LOCKED and a lease), checks each subscriber at claim
 * time, hands each message to the mail module's transport (SMTP over pooled connections, or
 * .eml files) and records each hand-over at once (the smallest window for a crash).
 */
export const NEWSLETTER_BATCH = 50;
const POLL_MS = 2000;
/** SMTP connections kept open while a batch is sent. */
const SMTP_POOL = 5;
/** Retries after a refused hand-over: quicker than the outbox's, a send is a burst. */
const RETRY_MS = [30e3, 120e3, 600e3, 3600e3];

const nextAttemptAt = (attempts: number, now: Date) =>
  attempts > RETRY_MS.length ? null : new Date(now.getTime() + RETRY_MS[attempts - 1]!);

/** Hands one recipient's message over; the row is theirs in the outbox (for the .eml file's name). */
type Send = (message: Mail.Options, row: recipients.RecipientRow) => Promise<void>;

/** How many the rate allows now (all instances together); Infinity when unthrottled. */
async function allowance(db: DbOrTx, rate: number, now: Date) {
  if (!rate) return NEWSLETTER_BATCH;
  return Math.max(
    0,
    Math.min(NEWSLETTER_BATCH, rate - (await recipients.sentInLastMinute(db, now))),
  );
}

/**
 * Claims up to `limit` recipients (the outbox's newsletter stream), each with its subscriber
 * as they are now: an unsubscribe mid-send is seen before their turn.
 */
export async function claimRecipients(db: DbOrTx, now: Date, limit: number, leaseMs: number) {
  const rows = await outbox.claimDue(db, now, limit, leaseMs, 'newsletter');
  const people = await recipients.subscribersByIds(
    db,
    rows.map((r) => r.subscriber_id!),
  );
  return rows.map((row) => ({ row, subscriber: people.get(row.subscriber_id!) ?? null }));
}

export async function deliverNewsletterBatch(
  app: FastifyInstance,
  send: Send,
  now = new Date(),
): Promise<number> {
  // The rate check and the claim happen under one lock, so two instances cannot both spend
  // the same minute's budget.
  const claimed = await app.db.transaction(async (tx) => {
    if (app.config.newsletterRatePerMinute && app.config.databaseUrl) await recipients.lockRate(tx);
    const limit = await allowance(tx, app.config.newsletterRatePerMinute, now);
    return claimRecipients(tx, now, limit, app.config.newsletterLeaseMs);
  });
  if (!claimed.length) return 0;
  const ctx = await senderContext(app);
  await Promise.all(
    claimed.map(async ({ row, subscriber }) => {
      if (!subscriber || subscriber.status !== 'active') {
        await outbox.markSkipped(app.db, row.id, 'Unsubscribed before sending');
        return;
      }
      let message: Mail.Options;
      try {
        message = await composeRecipient(app, ctx, row, subscriber);
        await send(message, row);
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        const retryAt = nextAttemptAt(row.attempts, new Date());
        if (retryAt) await outbox.markRetry(app.db, row.id, retryAt, error);
        else await outbox.markFailed(app.db, row.id, error, new Date());
        return;
      }
      await outbox.markSent(app.db, row.id, new Date(), String(message.messageId));
    }),
  );
  return claimed.length;
}

/** Starts due issues, delivers recipients, closes finished issues; again at once after a full batch. */
export function startNewsletterWorker(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  const transport = transportFor(app.config, app.log, { pool: SMTP_POOL });
  const send: Send = (message, row) => transport.send(message, row);
  const loop = startBatchLoop(
    opts.intervalMs ?? POLL_MS,
    async (more) => {
      await startDueIssues(app);
      if ((await deliverNewsletterBatch(app, send)) > 0) more();
      await finishIssues(app.db, new Date());
    },
    (err) => app.log.error({ err }, 'newsletter batch failed'),
  );
  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
