import { eq, inArray } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema/index';

export type SettingRow = typeof settings.$inferSelect;

export const listSettings = (db: DbOrTx, category?: string) =>
  category
    ? db.select().from(settings).where(eq(settings.category, category)).orderBy(settings.key)
    : db.select().from(settings).orderBy(settings.category, settings.key);

export async function findSetting(db: DbOrTx, key: string): Promise<SettingRow | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ?? null;
}

/** Built once per list of keys (`builtOnce`): the keys are the code's, never a request's. */
export const findSettings = (db: DbOrTx, keys: readonly string[]) =>
  builtOnce(db, `settings.values:${keys.join(',')}`, () =>
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, [...keys])),
  ).execute();

export async function upsertSetting(db: DbOrTx, row: Omit<SettingRow, 'updated_at'>) {
  await db
    .insert(settings)
    .values({ ...row, updated_at: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: row.value, updated_at: new Date() },
    });
}

export async function insertDefaults(db: DbOrTx, rows: Omit<SettingRow, 'updated_at'>[]) {
  if (rows.length) await db.insert(settings).values(rows).onConflictDoNothing();
}
