import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims up to `limit` due emails in one statement: the inner SELECT locks the rows it picks
 * (skipping rows another instance has locked), the UPDATE stamps a lease on them and counts
 * the attempt. Two instances can never hold the same row; a crashed worker's lease expires.
 */
export async function claimDue(
  db: DbOrTx,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.next_attempt_at, now),
        or(isNull(emailOutbox.locked_until), lt(emailOutbox.locked_until, now)),
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

export async function markSent(db: DbOrTx, id: number, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
    .where(eq(emailOutbox.id, id));
}

/** Releases the row for another attempt at `nextAttemptAt`. */
export async function markRetry(db: DbOrTx, id: number, nextAttemptAt: Date, error: string) {
  await db
    .update(emailOutbox)
    .set({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error })
    .where(eq(emailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: number, error: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', locked_until: null, last_error: error })
    .where(eq(emailOutbox.id, id));
}
