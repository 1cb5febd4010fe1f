import { builtOnce } from './built-once';
import type { DbOrTx } from './client';
import { listingVersion } from './schema/index';

/**
 * The version the listed data is at (`listing_version`, raised by every write to the works,
 * their collections, the collections and the posts). Read it before what is derived from that
 * data, so what is derived is at least that new.
 */
export async function currentListingVersion(db: DbOrTx): Promise<number> {
  const statement = builtOnce(db, 'listing.version', () =>
    db.select({ version: listingVersion.version }).from(listingVersion),
  );
  const [row] = await statement.execute();
  return row?.version ?? 0;
}
