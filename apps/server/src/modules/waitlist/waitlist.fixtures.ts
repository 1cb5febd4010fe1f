import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { waitlistCollections, waitlistEntries, waitlistNotices } from '../../db/schema/index';

type EntryInsert = typeof waitlistEntries.$inferInsert;

/**
 * A waitlist entry as joining (and, for `active`, confirming) would leave it, tagged with
 * `collectionIds`; active unless told, the email lower-cased as the app stores it.
 */
export async function createWaitlistEntry(
  db: Db,
  values: Partial<EntryInsert> & { email: string; collectionIds?: number[] },
) {
  const { collectionIds = [], ...rest } = values;
  const status = rest.status ?? 'active';
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      token: randomBytes(32).toString('base64url'),
      confirmed_at: status === 'pending' ? null : new Date(),
      left_at: status === 'left' ? new Date() : null,
      ...rest,
      status,
      email: rest.email.toLowerCase(),
    })
    .returning();
  if (collectionIds.length)
    await db
      .insert(waitlistCollections)
      .values(collectionIds.map((collection_id) => ({ entry_id: row!.id, collection_id })));
  return row!;
}

/** A notice of a new work sent to the address, as the notices worker records it. */
export async function createNotice(db: Db, email: string, artworkId: number, created_at: Date) {
  await db.insert(waitlistNotices).values({ email, artwork_id: artworkId, created_at });
}
