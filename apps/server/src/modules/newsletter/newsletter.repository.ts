import { and, asc, count, desc, eq, gt, ne, or, type SQL } from 'drizzle-orm';
import type { SubscriberStatus } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { subscribers, subscriberSearchText } from '../../db/schema/index';
import { containsText } from '../../db/search';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = typeof subscribers.$inferInsert;

export interface SubscriberFilter {
  status?: SubscriberStatus;
  search?: string;
}

function where(f: SubscriberFilter): SQL | undefined {
  return and(
    f.status ? eq(subscribers.status, f.status) : undefined,
    f.search ? containsText(subscriberSearchText(subscribers), f.search) : undefined,
  );
}

/** Inserts a new subscriber; null when the email is already known. */
export async function insertIfNew(
  db: DbOrTx,
  values: NewSubscriber,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoNothing({ target: subscribers.email })
    .returning();
  return row ?? null;
}

/** The subscriber with this (lower-cased) email, locked for the rest of the transaction. */
export async function findByEmailForUpdate(
  db: DbOrTx,
  email: string,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .for('update');
  return row ?? null;
}

export async function updateSubscriber(db: DbOrTx, id: number, values: Partial<NewSubscriber>) {
  return updateStamped(db, subscribers, eq(subscribers.id, id), values);
}

/** Marks the address unsubscribed (when it is not already); true when a row changed. */
export async function unsubscribeEmail(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
    .where(and(eq(subscribers.email, email), ne(subscribers.status, 'unsubscribed')))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function listSubscribers(
  db: DbOrTx,
  f: SubscriberFilter,
  limit: number,
  offset: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where(f))
      .orderBy(desc(subscribers.created_at), desc(subscribers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(subscribers).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The next `limit` subscribers of a status (or all) after `after`, oldest first: the export
 * reads the list in these pages, by key rather than offset, so each page costs the same.
 */
export const subscribersAfter = (
  db: DbOrTx,
  status: SubscriberStatus | undefined,
  after: Pick<SubscriberRow, 'created_at' | 'id'> | null,
  limit: number,
) =>
  db
    .select()
    .from(subscribers)
    .where(
      and(
        where({ status }),
        after
          ? or(
              gt(subscribers.created_at, after.created_at),
              and(eq(subscribers.created_at, after.created_at), gt(subscribers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(subscribers.created_at), asc(subscribers.id))
    .limit(limit);

export async function deleteSubscriber(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, subscribers, eq(subscribers.id, id));
}
