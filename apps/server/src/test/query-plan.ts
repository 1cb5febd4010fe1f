import { Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * PostgreSQL's plan for a statement prepared once and run with `values` for its placeholders,
 * as the server runs its lists. Sequential scans and sorts are priced out, so on a test's few
 * rows the planner shows what it would do on a large table; `generic` asks for the plan made
 * for any values (what a prepared statement settles on after a few runs).
 */
export async function planOf(
  db: Db,
  query: { sql: string; params: unknown[] },
  values: Record<string, string | number>,
  { generic = false } = {},
): Promise<string> {
  const args = query.params.map((p) =>
    p instanceof Placeholder ? `'${String(values[p.name])}'` : `'${String(p)}'`,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    if (generic) await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare planned as ${query.sql}`));
    const rows = await tx.execute(sql.raw(`explain execute planned(${args.join(', ')})`));
    await tx.execute(sql`deallocate planned`);
    return (rows as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
