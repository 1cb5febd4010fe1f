import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { updateStamped } from '../../lib/rows';
import { artworks, liveHold, offerMessages, offers, orders } from '../../db/schema/index';
import type { ImageMeta, OfferStatus } from '@atelier/core';
import { imageMetaAt } from '../../db/image-meta-sql';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

/** Inserts an offer; null when the buyer already has an open offer on the work. */
export async function insertOffer(db: DbOrTx, values: NewOffer): Promise<OfferRow | null> {
  const [row] = await db.insert(offers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The offer, locked for the rest of the transaction (answers to one offer queue). */
export async function lockOffer(db: DbOrTx, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

export async function lockOfferByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(offers).where(eq(offers.token, token)).for('update');
  return row;
}

export type OfferMessageRow = typeof offerMessages.$inferSelect;

/** Adds a step to the offer's thread (inside the transaction of the step itself). */
export async function addMessage(
  db: DbOrTx,
  values: Omit<typeof offerMessages.$inferInsert, 'id' | 'created_at'>,
): Promise<OfferMessageRow> {
  const [row] = await db.insert(offerMessages).values(values).returning();
  return row!;
}

/** The offer's thread, oldest first. */
export const threadOf = (db: DbOrTx, offerId: number) =>
  db
    .select()
    .from(offerMessages)
    .where(eq(offerMessages.offer_id, offerId))
    .orderBy(offerMessages.id);

export async function findOffer(db: DbOrTx, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** What a move may set with the status (only offer-lifecycle.service moves an offer). */
export type OfferChanges = Partial<Pick<NewOffer, 'counter_cents' | 'order_id'>>;

export async function moveOfferRow(
  db: DbOrTx,
  id: number,
  status: OfferStatus,
  values: OfferChanges,
) {
  return (await updateStamped(db, offers, eq(offers.id, id), { ...values, status }))!;
}

/**
 * Offers with their work's title and, once reserved, their order: its number, state, hold and
 * page token (no order before an offer is accepted).
 */
function selectOffersWithWork(db: DbOrTx) {
  return db
    .select({
      offer: offers,
      artwork_title: artworks.title,
      order_number: orders.number,
      order_status: orders.status,
      order_hold_expires_at: orders.hold_expires_at,
      order_token: orders.public_token,
    })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artwork_id))
    .leftJoin(orders, eq(orders.id, offers.order_id));
}

/** The artist's list, newest first, with the reservation's order number. */
export async function listOffers(db: DbOrTx, statuses?: readonly OfferStatus[]) {
  return selectOffersWithWork(db)
    .where(statuses ? inArray(offers.status, [...statuses]) : undefined)
    .orderBy(desc(offers.created_at), desc(offers.id))
    .limit(200);
}

/**
 * The buyer's offer by its link: with its work's title, picture (its URL and the uploaded
 * image's sizes, read in the same statement) and its reservation's page token.
 */
export async function findBuyerOffer(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      offer: offers,
      artwork_title: artworks.title,
      artwork_image_url: artworks.primary_image_url,
      artwork_image: sql<ImageMeta | null>`${imageMetaAt(artworks.primary_image_url)}`,
      order_number: orders.number,
      order_status: orders.status,
      order_hold_expires_at: orders.hold_expires_at,
      order_token: orders.public_token,
    })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artwork_id))
    .leftJoin(orders, eq(orders.id, offers.order_id))
    .where(eq(offers.token, token));
  return row;
}

/** What an offer needs of its work: price, title, and whether offers are open on it. */
export async function offerTerms(db: DbOrTx, artworkId: number) {
  const [row] = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      price_cents: artworks.price_cents,
      offers_enabled: artworks.offers_enabled,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  return row;
}

/** Offers waiting for the artist's answer. */
export async function openOfferCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.status, 'open'));
  return row?.n ?? 0;
}

/** Reservations (accepted offers) still held whose hold ends within `hours`. */
export async function reservationsEndingCount(db: DbOrTx, hours: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.order_id))
    .where(
      and(liveHold, lt(orders.hold_expires_at, sql`now() + make_interval(hours => ${hours})`)),
    );
  return row?.n ?? 0;
}

/**
 * Accepted offers with their reservation's order and work, matching `where`, locked for the
 * transaction; rows another instance has locked are skipped, so each is handled once.
 */
function lockReservations(db: DbOrTx, where: SQL) {
  return db
    .select({
      offer: offers,
      title: artworks.title,
      order_number: orders.number,
      order_token: orders.public_token,
      total_cents: orders.total_cents,
    })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.order_id))
    .innerJoin(artworks, eq(artworks.id, offers.artwork_id))
    .where(and(eq(offers.status, 'accepted'), where))
    .for('update', { of: offers, skipLocked: true });
}

/**
 * Reservations to remind: still pending, the hold ending within a day but not yet, never
 * reminded, and longer than a day in all (a one-day reservation is its own reminder).
 */
export const lockRemindersDue = (db: DbOrTx, now: Date) =>
  lockReservations(
    db,
    and(
      isNull(offers.reminded_at),
      eq(orders.status, 'pending_payment'),
      gt(orders.hold_expires_at, now),
      lte(orders.hold_expires_at, sql`${now}::timestamptz + interval '1 day'`),
      gt(orders.hold_expires_at, sql`${orders.created_at} + interval '1 day'`),
    )!,
  );

/** Reservations whose hold ran out unpaid and whose ending nobody has been told of yet. */
export const lockEndedUnnotified = (db: DbOrTx, now: Date) =>
  lockReservations(
    db,
    and(
      isNull(offers.expiry_notified_at),
      or(
        eq(orders.status, 'expired'),
        and(eq(orders.status, 'pending_payment'), lte(orders.hold_expires_at, now)),
      ),
    )!,
  );

export async function stampNotice(
  db: DbOrTx,
  id: number,
  column: 'reminded_at' | 'expiry_notified_at',
  now: Date,
) {
  await db
    .update(offers)
    .set({ [column]: now })
    .where(eq(offers.id, id));
}
