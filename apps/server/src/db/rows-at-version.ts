import type { DbOrTx } from './client';

/**
 * Rows read from the listed data, kept by id with the listing version they were read at, per
 * database handle (a transaction's keeps its own, with its uncommitted writes) and reader's key.
 * Every write to what such a row shows raises the version in its own transaction (migrations
 * 0019 and 0023), so a row kept at a version at least as high as the one a request read is
 * exact for it (decision 030, "Later: each work's row kept per version").
 */
interface KeptRows<R> {
  version: number;
  rows: Map<number, R>;
}

/**
 * At most this many rows are kept per handle and key, the oldest kept dropped first: every
 * work of a large catalogue (5,000 works are about 10 MB as rows) would sit in memory for one
 * crawler's walk through the gallery.
 */
export const KEPT_ROWS = 2_000;

const keptRows = new WeakMap<DbOrTx, Map<string, KeptRows<unknown>>>();

/** What `read` answers: the rows of the ids asked for that exist, and the version read beside. */
export interface RowsRead<R> {
  version: number;
  rows: R[];
}

/**
 * The rows of `ids`, in that order, as of `version` or later (read by the caller, in the
 * statement that found the ids). The kept ones are used while the version stays; the rest are
 * read by `read` in one statement, which also reads the version, and kept with it. An id whose
 * row is gone by then (deleted between the two statements) is left out. The rows answered are
 * the kept objects, shared by every request that reads them: map them, never change them.
 */
export async function rowsAtVersion<R extends { id: number }>(
  db: DbOrTx,
  key: string,
  version: number,
  ids: readonly number[],
  read: (ids: number[]) => Promise<RowsRead<R>>,
): Promise<R[]> {
  let byKey = keptRows.get(db) as Map<string, KeptRows<R>> | undefined;
  if (!byKey) keptRows.set(db, (byKey = new Map()));
  const current = byKey.get(key);
  const found = current && current.version >= version ? current : undefined;
  const missing = found ? ids.filter((id) => !found.rows.has(id)) : [...ids];
  if (!missing.length) return ids.map((id) => found!.rows.get(id)!);
  const fresh = await read(missing);
  keep(byKey, key, fresh);
  const readById = new Map(fresh.rows.map((row) => [row.id, row]));
  const rows: R[] = [];
  for (const id of ids) {
    const row = readById.get(id) ?? found?.rows.get(id);
    if (row) rows.push(row);
  }
  return rows;
}

/** Keeps rows read at a version beside those kept at it; a newer version replaces the kept. */
function keep<R extends { id: number }>(
  byKey: Map<string, KeptRows<R>>,
  key: string,
  fresh: RowsRead<R>,
) {
  let kept = byKey.get(key);
  if (!kept || kept.version < fresh.version)
    byKey.set(key, (kept = { version: fresh.version, rows: new Map() }));
  // Rows read at an older version than the kept ones (a slower concurrent read) are not kept.
  if (kept.version !== fresh.version) return;
  for (const row of fresh.rows) {
    kept.rows.delete(row.id);
    kept.rows.set(row.id, row);
  }
  for (const id of kept.rows.keys()) {
    if (kept.rows.size <= KEPT_ROWS) break;
    kept.rows.delete(id);
  }
}
