import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { updateStamped } from '../../lib/rows';
import { pageContent } from '../../db/schema/index';

export type PageContentRow = typeof pageContent.$inferSelect;
export type PageContentValues = Partial<Omit<PageContentRow, 'page' | 'created_at' | 'updated_at'>>;

export async function findPage(db: DbOrTx, page: string): Promise<PageContentRow | null> {
  const [row] = await db.select().from(pageContent).where(eq(pageContent.page, page));
  return row ?? null;
}

export const listPages = (db: DbOrTx) => db.select().from(pageContent).orderBy(pageContent.page);

/** Inserts a page; returns null when one with that name exists already. */
export async function insertPage(db: DbOrTx, page: string, values: PageContentValues) {
  const [row] = await db
    .insert(pageContent)
    .values({ page, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updatePage(db: DbOrTx, page: string, values: PageContentValues) {
  return updateStamped(db, pageContent, eq(pageContent.page, page), values);
}
