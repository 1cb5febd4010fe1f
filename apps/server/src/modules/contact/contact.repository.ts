import { and, count, desc, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../lib/rows';
import { anyContains } from '../../db/search';
import { artworks, contactMessages } from '../../db/schema/index';

/** A message, with the title of the work an inquiry is about (while the work exists). */
export type ContactMessageRow = typeof contactMessages.$inferSelect & {
  artwork_title: string | null;
};
export type NewContactMessage = typeof contactMessages.$inferInsert;

export interface MessageFilter {
  unread?: boolean;
  search?: string;
  aboutWork?: boolean;
}

function where(f: MessageFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.unread !== undefined) conditions.push(eq(contactMessages.is_read, !f.unread));
  if (f.aboutWork !== undefined)
    conditions.push(
      f.aboutWork ? isNotNull(contactMessages.artwork_id) : isNull(contactMessages.artwork_id),
    );
  if (f.search) {
    const { name, email, subject, message } = contactMessages;
    conditions.push(anyContains(f.search, name, email, subject, message));
  }
  return and(...conditions);
}

export async function insertMessage(db: DbOrTx, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Messages with the title of the work each inquiry is about. */
const selectMessages = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(contactMessages), artwork_title: artworks.title })
    .from(contactMessages)
    .leftJoin(artworks, eq(artworks.id, contactMessages.artwork_id));

export async function listMessages(db: DbOrTx, f: MessageFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where(f))
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMessage(db: DbOrTx, id: number): Promise<ContactMessageRow | null> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function setRead(
  db: DbOrTx,
  id: number,
  is_read: boolean,
): Promise<ContactMessageRow | null> {
  const updated = await db
    .update(contactMessages)
    .set({ is_read })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length ? findMessage(db, id) : null;
}

export async function deleteMessage(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, contactMessages, eq(contactMessages.id, id));
}

export async function countUnread(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.is_read, false));
  return row?.n ?? 0;
}
