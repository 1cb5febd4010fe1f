import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { builtOnce, type Values } from './built-once';
import type { DbOrTx } from './client';
import { countAtVersion, idsAtVersion, keptListOf, listedVersion } from './list-at-version';

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
  page: {
    limit: number | Placeholder;
    offset: number | Placeholder;
    first: boolean;
    /** Gives the page's ids another way than reading them (`idsAtVersion`). */
    ids?: (read: SQL) => SQL;
  },
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
  // `= any(array(…))`, not `in (…)`: the ids are read once, before the rows, and the rows are
  // found by the primary key. For `in` a statement planned once (`builtOnce`) cannot know the
  // limit is small, and PostgreSQL's generic plan read the whole table to join the page's ids.
  const pageIds = page.ids ? page.ids(sql`${ids}`) : sql`array(${ids})`;
  return query.where(sql`${from.id} = any(${pageIds})`).orderBy(...orderBy);
}

/** What `listPage` reads: a list's table and columns, its filter and order, its statement's key. */
export interface ListSpec<C extends SelectedFields> {
  /** Names the statement's shape (`builtOnce`) but for the form of the page, added here. */
  key: string;
  table: PgTable;
  id: PgColumn;
  columns: C;
  where: SQL | undefined;
  /** The values of `where`'s placeholders. */
  values: Values;
  orderBy: SQL[];
  /**
   * Whether which rows meet `where` depends only on the listed data, which every write raises
   * the listing version for (works, their collections, the collections), and not on the clock
   * or another table (a visitor's "available" reads the live holds; a post's visibility, the
   * time). Then its count and order are kept per version (`list-at-version.ts`); its ids must
   * be integers (the works').
   */
  versioned?: boolean;
}

/**
 * A page of a list (`selectPage`) and how many rows meet its filter in all, in one statement:
 * the count is a subquery PostgreSQL runs once, not a second round trip. A page past the end
 * has no row to carry it, so only then is it counted apart. Both statements are built once per
 * key and form of the page (`builtOnce`), the limit and offset among their values. A versioned
 * list (`ListSpec.versioned`) is given what it kept at a version, and the statement counts and
 * walks the index only if the version has moved since; the first page past the first read at a
 * new version then reads the whole order once, for the pages after it (`list-at-version.ts`).
 */
export async function listPage<C extends SelectedFields>(
  db: DbOrTx,
  spec: ListSpec<C>,
  limit: number,
  offset: number,
) {
  const { table, where, values } = spec;
  const first = offset === 0;
  const key = `${spec.key}:${first ? 'first' : 'page'}:${values.names}`;
  const versioned = spec.versioned === true;
  const statement = builtOnce(db, `${key}:${versioned ? 'versioned' : 'counted'}`, () => {
    const count = sql`(select count(*)::int from ${table} where ${where ?? sql`true`})`;
    const counts = versioned
      ? { matching: countAtVersion(count), listedAt: listedVersion().mapWith(Number) }
      : { matching: sql<number>`${count}` };
    return selectPage(
      db,
      db
        .select({ ...spec.columns, ...counts })
        .from(table)
        .$dynamic(),
      { table, id: spec.id },
      where,
      spec.orderBy,
      {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        first,
        ids: versioned ? idsAtVersion : undefined,
      },
    );
  });
  const kept = versioned ? keptListOf(db, spec.key, values) : undefined;
  const rows = await statement.execute({
    ...values.byName,
    limit,
    offset,
    ...kept?.statementValues(limit, offset),
  });
  const row = rows[0] as { matching: number; listedAt?: number } | undefined;
  if (kept && row?.listedAt !== undefined) {
    kept.keepCount(row.listedAt, row.matching);
    // A page past the first at a version with no order kept: the next ones take it from there.
    if (!first && !kept.hasOrder(row.listedAt)) await kept.readOrder(spec, where, spec.orderBy);
  }
  if (rows.length || first) return { rows, total: rows[0]?.matching ?? 0 };
  const counting = builtOnce(db, `${spec.key}:count:${values.names}`, () =>
    db.select({ n: count() }).from(table).where(where),
  );
  const [counted] = await counting.execute(values.byName);
  return { rows, total: counted?.n ?? 0 };
}
