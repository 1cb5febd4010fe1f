import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export interface MessageFilter {
  unread?: boolean;
  search?: string;
}

/** `%term%` with LIKE's own wildcards taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: MessageFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.unread !== undefined) conditions.push(eq(contactMessages.is_read, !f.unread));
  if (f.search) {
    const p = contains(f.search);
    conditions.push(
      or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.subject, p),
        ilike(contactMessages.message, p),
      ),
    );
  }
  return and(...conditions);
}

export async function insertMessage(db: DbOrTx, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function listMessages(db: DbOrTx, f: MessageFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where(f))
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMessage(db: DbOrTx, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function setRead(
  db: DbOrTx,
  id: number,
  is_read: boolean,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ is_read })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMessage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function countUnread(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.is_read, false));
  return row?.n ?? 0;
}
