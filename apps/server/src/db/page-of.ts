import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * `id in (the ids of one page)`: the condition that leaves a list's select the rows of its page
 * alone. A list whose select computes fields with subqueries (an artwork's collections, images
 * and availability; a post's categories and image) must not put them beside the OFFSET:
 * PostgreSQL works out the select for every row it skips as well as for those it returns, so
 * page 125 of 5,000 works computed 2,520 rows to show 20 (decision 030). The page's ids come
 * from the table and its indexes alone; the caller orders the page's rows again.
 */
export function onlyPage(
  db: DbOrTx,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): SQL {
  const ids = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return inArray(id, ids);
}
