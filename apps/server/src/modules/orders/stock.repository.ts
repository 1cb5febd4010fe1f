import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  artworkCollections,
  artworks,
  collections,
  isPreviewCollection,
  liveHold,
  orderLines,
  orders,
} from '../../db/schema/index';

/** The artworks' stock as orders see it: locked, read, held, gated, taken and given back. */

const stockColumns = {
  id: artworks.id,
  title: artworks.title,
  price_cents: artworks.price_cents,
  availability: artworks.availability,
  stock: artworks.stock,
  is_public: artworks.is_public,
  primary_image_url: artworks.primary_image_url,
  thumbnail_url: artworks.thumbnail_url,
};
export type StockRow = { [K in keyof typeof stockColumns]: (typeof artworks.$inferSelect)[K] };

/**
 * The artworks of an order, locked (SELECT ... FOR UPDATE) in id order so that two orders
 * touching the same works always queue in the same order and never deadlock.
 */
export async function lockArtworks(db: DbOrTx, ids: number[]): Promise<StockRow[]> {
  if (!ids.length) return [];
  return db
    .select(stockColumns)
    .from(artworks)
    .where(inArray(artworks.id, ids))
    .orderBy(asc(artworks.id))
    .for('update');
}

/** The same rows without a lock (quotes). */
export async function readArtworks(db: DbOrTx, ids: number[]): Promise<StockRow[]> {
  if (!ids.length) return [];
  return db
    .select(stockColumns)
    .from(artworks)
    .where(inArray(artworks.id, ids))
    .orderBy(asc(artworks.id));
}

/** Units of each artwork held by live holds (other than `exceptOrderId`'s). */
export async function heldQuantities(
  db: DbOrTx,
  ids: number[],
  exceptOrderId?: number,
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      artwork_id: orderLines.artwork_id,
      held: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(
      and(
        inArray(orderLines.artwork_id, ids),
        liveHold,
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .groupBy(orderLines.artwork_id);
  return new Map(rows.map((r) => [r.artwork_id!, Number(r.held)]));
}

/** Which of these artworks belong to the gated preview collection. */
export async function gatedArtworkIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: artworkCollections.artwork_id })
    .from(artworkCollections)
    .innerJoin(collections, eq(collections.id, artworkCollections.collection_id))
    .where(and(inArray(artworkCollections.artwork_id, ids), isPreviewCollection(collections.name)));
  return new Set(rows.map((r) => r.id));
}

/** Paying takes the units out of stock; the last one marks the work sold. */
export async function takeStock(db: DbOrTx, artworkId: number, quantity: number) {
  await db
    .update(artworks)
    .set({
      stock: sql`greatest(${artworks.stock} - ${quantity}, 0)`,
      availability: sql`case when ${artworks.stock} - ${quantity} <= 0 then 'sold' else ${artworks.availability} end`,
      updated_at: new Date(),
    })
    .where(eq(artworks.id, artworkId));
}

/** Undoing a sale puts the units back and the work on sale again. */
export async function returnStock(db: DbOrTx, artworkId: number, quantity: number) {
  await db
    .update(artworks)
    .set({
      stock: sql`${artworks.stock} + ${quantity}`,
      availability: sql`case when ${artworks.availability} = 'sold' then 'available' else ${artworks.availability} end`,
      updated_at: new Date(),
    })
    .where(eq(artworks.id, artworkId));
}
