import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  artworkCollections,
  artworks,
  waitlistCollections,
  waitlistEntries,
  waitlistNotices,
} from '../../db/schema/index';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/**
 * The address's entry for the work: a new one (pending), or the existing one, which keeps its
 * status (a confirmed entry stays confirmed; one that left is pending again, to confirm anew).
 */
export async function upsertEntry(
  db: DbOrTx,
  values: { email: string; artwork_id: number; token: string; ip: string },
): Promise<WaitlistEntryRow> {
  const [row] = await db
    .insert(waitlistEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [waitlistEntries.email, waitlistEntries.artwork_id],
      set: {
        status: sql`case when ${waitlistEntries.status} = 'left' then 'pending' else ${waitlistEntries.status} end`,
        ip: values.ip,
        updated_at: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Tags the entry with the work's collections as they are now. */
export async function tagWithCollectionsOf(db: DbOrTx, entryId: number, artworkId: number) {
  await db.execute(sql`
    insert into ${waitlistCollections} (entry_id, collection_id)
    select ${entryId}, ${artworkCollections.collection_id} from ${artworkCollections}
    where ${artworkCollections.artwork_id} = ${artworkId}
    on conflict do nothing`);
}

export async function findByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.token, token));
  return row ?? null;
}

/**
 * Confirms a pending entry. The time is the database's, as `first_public_at` is: notices are
 * about works first public after it, compared on one clock.
 */
export async function confirm(db: DbOrTx, id: number) {
  await db
    .update(waitlistEntries)
    .set({ status: 'active', confirmed_at: sql`now()`, left_at: null, updated_at: new Date() })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')));
}

/** Every entry of the address leaves: one "stop" in any notice ends them all. */
export async function leaveAll(db: DbOrTx, email: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'left', left_at: new Date(), updated_at: new Date() })
    .where(and(eq(waitlistEntries.email, email), sql`${waitlistEntries.status} <> 'left'`));
}

export interface DueNotice {
  email: string;
  token: string;
  artwork_id: number;
  title: string;
  thumbnail_url: string | null;
}

/**
 * Notices due: for each confirmed address, the public works in one of its entries'
 * collections that were first made public after it confirmed, outside the gated collections,
 * not yet noticed to it. One row per (address, work), with one of its entries' tokens.
 */
export async function dueNotices(
  db: DbOrTx,
  gatedIds: number[],
  limit: number,
): Promise<DueNotice[]> {
  const gated = gatedIds.length
    ? sql`and not exists (select 1 from ${artworkCollections} g where g.artwork_id = a.id and g.collection_id in (${sql.join(
        gatedIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql``;
  const result = (await db.execute(sql`
    select distinct on (e.email, a.id)
      e.email, e.token, a.id as artwork_id, a.title, a.thumbnail_url
    from ${waitlistEntries} e
    join ${waitlistCollections} wc on wc.entry_id = e.id
    join ${artworkCollections} ac on ac.collection_id = wc.collection_id
    join ${artworks} a on a.id = ac.artwork_id
    where e.status = 'active'
      and a.is_public
      and a.first_public_at > e.confirmed_at
      and a.id is distinct from e.artwork_id
      ${gated}
      and not exists (
        select 1 from ${waitlistNotices} n where n.email = e.email and n.artwork_id = a.id
      )
    order by e.email, a.id, e.id
    limit ${limit}`)) as { rows: DueNotice[] };
  return result.rows;
}

/** Records the notice; false when another instance (or run) recorded it first. */
export async function recordNotice(db: DbOrTx, email: string, artworkId: number) {
  const rows = await db
    .insert(waitlistNotices)
    .values({ email, artwork_id: artworkId })
    .onConflictDoNothing()
    .returning({ id: waitlistNotices.id });
  return rows.length > 0;
}
