import type { FastifyInstance } from 'fastify';
import { startBatchLoop } from '../../lib/interval-task';
import * as repo from './outbox.repository';
import { toMailOptions, transportFor, type MailTransport } from './transport.service';

/** Wait after the 1st, 2nd, ... failed attempt; the 8th failure marks the email failed (~22 h in all). */
export const RETRY_DELAYS_MS = [30e3, 120e3, 600e3, 3600e3, 3 * 3600e3, 6 * 3600e3, 12 * 3600e3];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const BATCH_SIZE = 10;
/** A claimed batch must finish within its lease (10 sends at worst ~50 s each), or another instance retries it. */
export const LEASE_MS = 10 * 60 * 1000;
const POLL_MS = 5000;

export interface DeliveryOptions {
  /** Clock of this batch (tests move it forward to skip the backoff). */
  now?: Date;
  /** Overrides the transport chosen from the config. */
  transport?: MailTransport;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** When the next attempt after `attempts` failures is due, or null when the email has used them all. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)]!;
  return new Date(now.getTime() + delay);
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/** Claims one batch of due emails, sends each and records the outcome. State lives only in the table. */
export async function deliverDueEmails(
  app: FastifyInstance,
  opts: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const now = opts.now ?? new Date();
  const rows = await repo.claimDue(app.db, now, BATCH_SIZE, LEASE_MS);
  const result: DeliveryResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  if (!rows.length) return result;
  const transport = opts.transport ?? transportFor(app.config, app.log);
  try {
    for (const row of rows) {
      try {
        await transport.send(toMailOptions(row, app.config.mailFrom), row);
      } catch (err) {
        const error = errorText(err);
        const retryAt = nextAttemptAt(row.attempts, now);
        if (retryAt) {
          await repo.markRetry(app.db, row.id, retryAt, error);
          result.retried++;
          app.log.warn(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryAt, error },
            'email not sent; will retry',
          );
        } else {
          await repo.markFailed(app.db, row.id, error, opts.now ?? new Date());
          result.failed++;
          app.log.error(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, error },
            'email failed for good',
          );
        }
        continue;
      }
      await repo.markSent(app.db, row.id, opts.now ?? new Date());
      result.sent++;
      app.log.info({ outboxId: row.id, kind: row.kind, transport: transport.name }, 'email sent');
    }
  } finally {
    if (!opts.transport) transport.close();
  }
  return result;
}

/**
 * Polls the outbox every few seconds (at once again after a full batch). The timer never
 * keeps the process alive; stop() waits for the batch in flight.
 */
export function startOutboxWorker(
  app: FastifyInstance,
  opts: { intervalMs?: number; transport?: MailTransport } = {},
) {
  return startBatchLoop(
    opts.intervalMs ?? POLL_MS,
    async (more) => {
      if ((await deliverDueEmails(app, { transport: opts.transport })).claimed === BATCH_SIZE)
        more();
    },
    (err) => app.log.error({ err }, 'outbox batch failed'),
  );
}
