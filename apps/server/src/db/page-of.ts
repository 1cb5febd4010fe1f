import { inArray, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * One page of a list whose select computes fields with subqueries (an artwork's collections,
 * images and availability; a post's categories and image). Past the first page, such fields
 * must not sit beside the OFFSET: PostgreSQL works out the select for every row it skips as
 * well as for those it returns, so page 125 of 5,000 works computed 2,520 rows to show 20
 * (decision 030). There the select is given the rows of the page alone, `id in (the page's
 * ids)`, those ids read from the table and its indexes, and the rows are ordered again. The
 * first page has nothing to skip, and the plain LIMIT served more requests in every round of
 * an alternating comparison of the two. `first` says which form: the limit and offset may be
 * placeholders of a statement built once (`builtOnce`), whose values are not known yet.
 */
export function selectPage<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  from: { table: PgTable; id: PgColumn },
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number | Placeholder; offset: number | Placeholder; first: boolean },
): Q {
  if (page.first)
    return query
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit);
  const ids = db
    .select({ id: from.id })
    .from(from.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return query.where(inArray(from.id, ids)).orderBy(...orderBy);
}
