import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

/** An email to queue (what `Mailer.enqueue` takes): one outbox row's content. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To address, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /**
   * One-click unsubscribe address of an email to a subscriber: sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post` (RFC 8058), so mail programs show their own unsubscribe button.
   */
  listUnsubscribe?: string;
  /** What the email is for (contact_notification, newsletter_confirm...): for the admin and logs. */
  kind: string;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * The outbox's two streams: the site's own emails (one worker, decision 004) and newsletter
 * recipients (their own worker, rate and message, decision 033). Both are claimed and closed
 * by the functions below; only the worker that sends them differs.
 */
export type OutboxStream = 'transactional' | 'newsletter';

/**
 * Claims up to `limit` due emails of a stream in one statement: the inner SELECT locks the
 * rows it picks (skipping rows another instance has locked), the UPDATE stamps a lease on them
 * and counts the attempt. Two instances can never hold the same row; a crashed worker's lease
 * expires and another claim retakes the row.
 */
export async function claimDue(
  db: DbOrTx,
  now: Date,
  limit: number,
  leaseMs: number,
  stream: OutboxStream = 'transactional',
): Promise<OutboxRow[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.next_attempt_at, now),
        or(isNull(emailOutbox.locked_until), lt(emailOutbox.locked_until, now)),
        stream === 'newsletter'
          ? isNotNull(emailOutbox.newsletter_issue_id)
          : isNull(emailOutbox.newsletter_issue_id),
      ),
    )
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      locked_until: new Date(now.getTime() + leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Handed over to SMTP; a newsletter row keeps the Message-ID it was sent with. */
export async function markSent(db: DbOrTx, id: number, now: Date, messageId?: string) {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sent_at: now,
      locked_until: null,
      last_error: null,
      ...(messageId ? { message_id: messageId } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** Not sent, on purpose (a newsletter recipient who unsubscribed before their turn). */
export async function markSkipped(db: DbOrTx, id: number, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'skipped', locked_until: null, last_error: reason })
    .where(eq(emailOutbox.id, id));
}

/** Releases the row for another attempt at `nextAttemptAt`. */
export async function markRetry(db: DbOrTx, id: number, nextAttemptAt: Date, error: string) {
  await db
    .update(emailOutbox)
    .set({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error })
    .where(eq(emailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: number, error: string, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', locked_until: null, last_error: error, failed_at: now })
    .where(eq(emailOutbox.id, id));
}

const isFailed = eq(emailOutbox.status, 'failed');

/** Failed emails, the latest failure first. */
export async function listFailed(db: DbOrTx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(isFailed)
      .orderBy(desc(emailOutbox.failed_at), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailOutbox).where(isFailed),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Emails waiting to be sent (due or retrying later): the outbox's depth. */
export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.n ?? 0;
}

export async function countFailed(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(isFailed);
  return row?.n ?? 0;
}

/**
 * Puts a failed email back in the queue as a fresh one (due now, every attempt again). Only a
 * failed row changes, so a second click, or a second admin, cannot queue it twice.
 */
export async function requeueFailed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      failed_at: null,
    })
    .where(and(eq(emailOutbox.id, id), isFailed))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function findById(db: DbOrTx, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}

/** A new outbox row (the email waits there until the worker sends it); its id. */
export async function insertEmail(db: DbOrTx, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      reply_to: email.replyTo ?? null,
      list_unsubscribe: email.listUnsubscribe ?? null,
      kind: email.kind,
      // Due by the clock the worker claims with (the database's now() has microseconds, so a
      // worker woken within the same millisecond would find it not yet due).
      next_attempt_at: new Date(),
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * A queued email wakes the outbox workers (decision 040): NOTIFY in the transaction that queues
 * it, so PostgreSQL delivers it once that commits, to the workers of every instance. It only
 * shortens the wait: a worker that misses one still finds the email on its next poll.
 */
export const QUEUED_CHANNEL = 'atelier_outbox_queued';

/** Tells the outbox workers an email is queued, once `db`'s transaction commits. */
export async function notifyQueued(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${QUEUED_CHANNEL}, '')`);
}
