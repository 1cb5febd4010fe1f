import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { builtOnce, type Values } from './built-once';
import type { DbOrTx } from './client';
import { listingVersion } from './schema/index';

/**
 * What a list keeps of a filter that reads the listed data alone (`ListSpec.versioned`), each
 * part with the listing version it was read at: how many rows meet the filter, and their ids in
 * the list's order. Every write to the listed data raises the version in its own transaction,
 * so while the version stays both are exact (decision 030, "Later: a list's count kept per
 * version" and "Later: a list's order kept per version").
 */
interface KeptList {
  count?: { version: number; total: number };
  order?: { version: number; ids: number[] };
  /** The order being read now: concurrent reads of a new version share one. */
  reading?: Promise<void>;
}

/**
 * At most this many filters are kept per database handle, the oldest dropped first, so a
 * crawler's random filters cannot grow it (an order of 5,000 ids is about 40 KB).
 */
const KEPT_FILTERS = 100;

/** Per database handle (a transaction's keeps its own, with its uncommitted writes), by filter. */
const keptLists = new WeakMap<DbOrTx, Map<string, KeptList>>();

/** The listing version, as a subquery of the statement that reads by it. */
export const listedVersion = () =>
  sql<number>`(select ${listingVersion.version} from ${listingVersion})`;

/**
 * How many rows meet the filter without counting them while the version stays: the kept count
 * when the version the statement reads is the kept one, else `count`. PostgreSQL runs a
 * subquery of a CASE branch only when the branch is taken, and the statement returns the
 * version beside the count, both of one snapshot: no round trip is added to keep it.
 */
export const countAtVersion = (count: SQL) =>
  sql<number>`case when ${listedVersion()} = ${sql.placeholder('keptVersion')} then ${sql.placeholder('keptTotal')}::int else ${count} end`;

/**
 * The page's ids without walking the rows before them while the version stays: the slice of
 * the kept order when the version is the kept one, else `ids` (LIMIT and OFFSET over the
 * index). The ids of a versioned list are integers (the works').
 */
export const idsAtVersion = (ids: SQL) =>
  sql`case when ${listedVersion()} = ${sql.placeholder('orderVersion')} then ${sql.placeholder('pageIds')}::int[] else array(${ids}) end`;

/** What a read of one filter's list is given of what is kept, and keeps what it read. */
export function keptListOf(db: DbOrTx, key: string, values: Values) {
  let byKey = keptLists.get(db);
  if (!byKey) keptLists.set(db, (byKey = new Map()));
  const filter = `${key}:${values.names}:${JSON.stringify(values.byName)}`;
  const found = byKey.get(filter) ?? {};
  /** Keeps `part` beside what is kept now (another read may have kept something meanwhile). */
  const keep = (part: KeptList) => {
    const now = byKey.get(filter);
    byKey.delete(filter);
    byKey.set(filter, { ...now, ...part });
    if (byKey.size > KEPT_FILTERS) byKey.delete(byKey.keys().next().value!);
  };
  return {
    /** The values the statement's CASEs compare and answer. */
    statementValues(limit: number, offset: number) {
      return {
        keptVersion: found.count?.version ?? -1,
        keptTotal: found.count?.total ?? 0,
        ...(offset > 0 && {
          orderVersion: found.order?.version ?? -1,
          pageIds: found.order?.ids.slice(offset, offset + limit) ?? [],
        }),
      };
    },
    /** Keeps a count read at `version`, unless a later one is kept. */
    keepCount(version: number, total: number) {
      const kept = byKey.get(filter)?.count;
      if (!kept || kept.version <= version) keep({ count: { version, total } });
    },
    /** Whether the order kept is of this version (a page past the first reads it then). */
    hasOrder: (version: number) => byKey.get(filter)?.order?.version === version,
    /**
     * Reads every id meeting the filter in the list's order, with the version, in one
     * statement (one snapshot), and keeps them and their count. Run by the first read of a
     * page past the first at a new version; the reads after it take their page from it.
     * Concurrent reads share one.
     */
    readOrder(from: { table: PgTable; id: PgColumn }, where: SQL | undefined, orderBy: SQL[]) {
      const inFlight = byKey.get(filter)?.reading;
      if (inFlight) return inFlight;
      const statement = builtOnce(db, `${key}:order:${values.names}`, () =>
        db
          .select({
            version: listingVersion.version,
            ids: sql<number[]>`array(${db
              .select({ id: from.id })
              .from(from.table)
              .where(where)
              .orderBy(...orderBy)})`,
          })
          .from(listingVersion),
      );
      const reading = statement.execute(values.byName).then(
        ([read]) => {
          const order = read && { version: read.version, ids: read.ids };
          keep({
            reading: undefined,
            ...(order && { order, count: { version: order.version, total: order.ids.length } }),
          });
        },
        (error: unknown) => {
          keep({ reading: undefined });
          throw error;
        },
      );
      keep({ reading });
      return reading;
    },
  };
}
