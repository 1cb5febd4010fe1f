import { builtOnce } from './built-once';
import type { DbOrTx } from './client';
import { listingVersion } from './schema/index';

/**
 * The version the listed data is at (`listing_version`, raised by every write to the works,
 * their collections, the collections, the uploaded images and the posts). Read it before what
 * is derived from that data, so what is derived is at least that new.
 */
export async function currentListingVersion(db: DbOrTx): Promise<number> {
  const statement = builtOnce(db, 'listing.version', () =>
    db.select({ version: listingVersion.version }).from(listingVersion),
  );
  const [row] = await statement.execute();
  return row?.version ?? 0;
}

/**
 * What was derived from the listed data, per database handle and key (named by its reader),
 * with the listing version it is of. Per handle: a transaction's handle keeps its own, which
 * may hold its uncommitted writes and go with it.
 */
const kept = new WeakMap<DbOrTx, Map<string, { version: number; value: Promise<unknown> }>>();

/**
 * `derive()`'s answer at `version` (read before calling this): the one kept if it is of that
 * version or a later one, else derived again and kept (the collections and their counts). What
 * is kept is never older than the version the caller found, since it was derived after reading
 * a version at least that high. Concurrent readers of a new version share one derivation; a
 * failed one is that read's error, and the next read derives again. A list's own count and
 * order are kept inside its one statement instead, with no read of the version first
 * (`list-at-version.ts`), and the works' rows by id at the version that statement read
 * (`rows-at-version.ts`).
 */
export function atVersion<T>(db: DbOrTx, key: string, version: number, derive: () => Promise<T>) {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const found = byKey.get(key);
  if (found && found.version >= version) return found.value as Promise<T>;
  const value = derive();
  const entry = { version, value };
  byKey.set(key, entry);
  value.catch(() => byKey.get(key) === entry && byKey.delete(key));
  return value;
}
