import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownMigrations } from './archive-manifest.service';

interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A Drizzle database as a plain SQL runner. */
export const drizzleQueryable = (db: Db): Queryable => ({
  query: async (text) => {
    const result = (await db.execute(sql.raw(text))) as { rows: Record<string, unknown>[] };
    return { rows: result.rows };
  },
});

/** Rows per table of the public schema, by table name. */
export async function tableCounts(client: Queryable): Promise<Record<string, number>> {
  const { rows } = await client.query(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const name = String(table_name);
    const result = await client.query(
      `select count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    );
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** The newest applied migration (drizzle records each one's journal time) and how many ran. */
export async function appliedMigration(client: Queryable): Promise<{ tag: string; count: number }> {
  const { rows } = await client.query(
    'select created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const last = rows.at(-1);
  if (!last) return { tag: '', count: 0 };
  const when = Number(last.created_at);
  const known = knownMigrations().find((m) => m.when === when);
  return { tag: known?.tag ?? `unknown (${when})`, count: rows.length };
}
