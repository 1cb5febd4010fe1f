import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { builtOnce, type Values } from './built-once';
import type { DbOrTx } from './client';
import { listingVersion } from './schema/index';

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
  // `= any(array(…))`, not `in (…)`: the ids are read once, before the rows, and the rows are
  // found by the primary key. For `in` a statement planned once (`builtOnce`) cannot know the
  // limit is small, and PostgreSQL's generic plan read the whole table to join the page's ids.
  return query.where(sql`${from.id} = any(array(${ids}))`).orderBy(...orderBy);
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
   * time). Then the count is kept per version (`countAtVersion`).
   */
  versioned?: boolean;
}

/** A count kept with the listing version it was counted at. */
interface KeptCount {
  version: number;
  total: number;
}

/** At most this many filters' counts are kept per database handle; the oldest go first. */
const KEPT_COUNTS = 500;

/** Per database handle (a transaction's keeps its own), by statement and values. */
const keptCounts = new WeakMap<DbOrTx, Map<string, KeptCount>>();

/**
 * How many rows meet the filter, without counting them while the listing version stays. The
 * gallery's count reads every public work (about 1 ms of PostgreSQL's time on 5,000, on every
 * page), yet it changes only with a write that raises the version. The statement reads the
 * version itself and answers the count kept for that version, or counts when it has moved
 * (PostgreSQL evaluates a subquery of a CASE branch only when the branch is taken), and returns
 * the version with the count: the two are of one snapshot, so what is kept is exact, and no
 * round trip is added (decision 030, "Later: a list's count kept per version").
 */
const countAtVersion = (count: SQL) =>
  sql<number>`case when (select ${listingVersion.version} from ${listingVersion}) = ${sql.placeholder('keptVersion')} then ${sql.placeholder('keptTotal')}::int else ${count} end`;

/** The kept counts of a database handle, and under which key this read's filter is kept. */
function keptCountOf(db: DbOrTx, spec: ListSpec<SelectedFields>) {
  let byKey = keptCounts.get(db);
  if (!byKey) keptCounts.set(db, (byKey = new Map()));
  const key = `${spec.key}:${spec.values.names}:${JSON.stringify(spec.values.byName)}`;
  return {
    found: byKey.get(key),
    /** Keeps a count read at `version`, unless one of a later version is kept already. */
    keep(version: number, total: number) {
      const found = byKey.get(key);
      if (found && found.version > version) return;
      byKey.delete(key);
      byKey.set(key, { version, total });
      if (byKey.size > KEPT_COUNTS) byKey.delete(byKey.keys().next().value!);
    },
  };
}

/**
 * A page of a list (`selectPage`) and how many rows meet its filter in all, in one statement:
 * the count is a subquery PostgreSQL runs once, not a second round trip. A page past the end
 * has no row to carry it, so only then is it counted apart. Both statements are built once per
 * key and form of the page (`builtOnce`), the limit and offset among their values.
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
      ? {
          matching: countAtVersion(count),
          listedAt: sql<number>`(select ${listingVersion.version} from ${listingVersion})`.mapWith(
            Number,
          ),
        }
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
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset'), first },
    );
  });
  const kept = versioned ? keptCountOf(db, spec) : undefined;
  const rows = await statement.execute({
    ...values.byName,
    limit,
    offset,
    ...(kept && { keptVersion: kept.found?.version ?? -1, keptTotal: kept.found?.total ?? 0 }),
  });
  const row = rows[0] as { matching: number; listedAt?: number } | undefined;
  if (kept && row?.listedAt !== undefined) kept.keep(row.listedAt, row.matching);
  if (rows.length || first) return { rows, total: rows[0]?.matching ?? 0 };
  const counting = builtOnce(db, `${spec.key}:count:${values.names}`, () =>
    db.select({ n: count() }).from(table).where(where),
  );
  const [counted] = await counting.execute(values.byName);
  return { rows, total: counted?.n ?? 0 };
}
