import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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
 * Calls `onQueued` whenever an email is queued on the app's database; the function returned
 * stops listening. PostgreSQL: a connection of its own (outside the pool, so closing the pool
 * never waits on it). The embedded database: PGlite's own listener.
 */
async function listenForQueued(
  app: FastifyInstance,
  onQueued: () => void,
): Promise<() => Promise<void>> {
  const client = (app.db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(repo.QUEUED_CHANNEL, onQueued);
    // The database may already be closed when the worker stops.
    return () => unlisten().catch(() => undefined);
  }
  if (!(client instanceof pg.Pool)) return async () => undefined;
  const listener = new pg.Client(client.options);
  listener.on('notification', onQueued);
  // A lost connection only ends the wakes: the worker's poll goes on.
  listener.on('error', (err) => app.log.warn({ err }, 'outbox: wake connection lost'));
  await listener.connect();
  await listener.query(`LISTEN ${repo.QUEUED_CHANNEL}`);
  return async () => {
    await listener.end().catch(() => undefined);
  };
}

/**
 * Polls the outbox every few seconds (at once again after a full batch), and at once when an
 * email is queued (notifyQueued). The timer never keeps the process alive; stop() waits for
 * the batch in flight.
 */
export function startOutboxWorker(
  app: FastifyInstance,
  opts: { intervalMs?: number; transport?: MailTransport } = {},
) {
  const loop = startBatchLoop(
    opts.intervalMs ?? POLL_MS,
    async (more) => {
      if ((await deliverDueEmails(app, { transport: opts.transport })).claimed === BATCH_SIZE)
        more();
    },
    (err) => app.log.error({ err }, 'outbox batch failed'),
  );
  const listening = listenForQueued(app, loop.wake).catch((err: unknown) => {
    app.log.warn({ err }, 'outbox: not woken when emails are queued; polling only');
    return async () => undefined;
  });
  return {
    /** Resolves once a queued email wakes the worker. */
    listening: listening.then(() => undefined),
    async stop(): Promise<void> {
      const unlisten = await listening;
      await unlisten();
      await loop.stop();
    },
  };
}
