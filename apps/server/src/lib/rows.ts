import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * Updates the row `where` picks, stamping `updated_at`, and returns it as it is now (null
 * when no row matched): the plain update of a table that keeps `updated_at`.
 */
export async function updateStamped<T extends PgTable & { updated_at: AnyPgColumn }>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set({ ...values, updated_at: new Date() } as PgUpdateSetSource<T>)
    .where(where)
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** Deletes the rows `where` picks; true when there was one. */
export async function deleteWhere<T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db.delete(table).where(where).returning({ id: table.id });
  return rows.length > 0;
}
