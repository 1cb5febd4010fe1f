import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refundRequests } from '../../db/schema/index';

export type RefundRow = typeof refundRequests.$inferSelect;
export type NewRefund = Pick<
  typeof refundRequests.$inferInsert,
  | 'order_id'
  | 'payment_intent'
  | 'reason'
  | 'actor'
  | 'note'
  | 'idempotency_key'
  | 'amount'
  | 'currency'
>;

/**
 * Records a refund to make, once per payment: asking again for the same payment returns the
 * same request (an artist's earlier attempt that Stripe refused is asked again).
 */
export async function recordRequest(tx: DbOrTx, values: NewRefund): Promise<number> {
  const [row] = await tx
    .insert(refundRequests)
    .values(values)
    .onConflictDoUpdate({
      target: refundRequests.payment_intent,
      set: {
        status: sql`case when ${refundRequests.status} = 'failed' then 'requested' else ${refundRequests.status} end`,
      },
    })
    .returning({ id: refundRequests.id });
  return row!.id;
}

export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row ?? null;
}

/** Locks a request for the rest of the transaction, so one settlement wins. */
export async function lockRequest(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function markRefunded(tx: DbOrTx, id: number, refundId: string) {
  await tx
    .update(refundRequests)
    .set({ status: 'refunded', refund_id: refundId, error: null, settled_at: new Date() })
    .where(eq(refundRequests.id, id));
}

/** A call that failed: counted, with Stripe's words; `failed` stops the sweep retrying it. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  error: string,
  status: 'requested' | 'failed',
) {
  await db
    .update(refundRequests)
    .set({ status, error, attempts: sql`${refundRequests.attempts} + 1` })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'requested')));
}

/** Requests still to settle that nobody is settling now (older than `graceMs`). */
export async function dueRequests(db: DbOrTx, graceMs: number, limit = 20) {
  return db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.status, 'requested'),
        lt(refundRequests.created_at, new Date(Date.now() - graceMs)),
      ),
    )
    .orderBy(refundRequests.id)
    .limit(limit);
}

/** Payments refunded because they matched no order of theirs, since `since`: the dashboard's alert. */
export async function unmatchedSince(db: DbOrTx, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(refundRequests)
    .where(
      and(eq(refundRequests.reason, 'unmatched_payment'), gt(refundRequests.created_at, since)),
    );
  return row?.n ?? 0;
}
