import type { WorkHold } from '@atelier/core';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { frozen } from '../../db/frozen-sql';
import { artworks, liveHold, orderLines, orders } from '../../db/schema/index';

/** Units of the artwork held by live holds (the rule is `liveHold`, decision 010). */
const heldUnits = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} inner join ${orders} on ${orders.id} = ${orderLines.order_id} where ${and(
  eq(orderLines.artwork_id, artworks.id),
  liveHold,
)})`;

/**
 * Availability as visitors see it: core's `workState` read through `visitorAvailabilityOf`,
 * in SQL so that the gallery can filter and count by it (decision 048; a test holds the two
 * together). An available work whose stock is all held by live holds shows "reserved" until the
 * hold ends, one with no stock left "sold". Computed at query time, never stored, so the
 * artist's stored value (and their edit form) is untouched. Written to text once (`frozen`):
 * every visitor's read of a work selects it.
 */
export const visitorAvailability = frozen<string>(
  sql`case when ${artworks.availability} <> 'available' then ${artworks.availability} when ${artworks.stock} <= 0 then 'sold' when ${artworks.stock} <= ${heldUnits} then 'reserved' else 'available' end`,
);

/** An order line of a live hold, with its work's stored state and the database's clock. */
export type LiveHoldLine = WorkHold & {
  artwork_id: number;
  availability: string;
  stock: number;
  now: Date;
};

/**
 * The lines of live holds on these works (on every work when `ids` is left out): what
 * `workState` needs beside the work's row. Few rows whatever the catalogue's size: only orders
 * awaiting payment hold. `now` is the database's clock, the one `liveHold` read.
 */
export async function liveHoldLines(db: DbOrTx, ids?: number[]): Promise<LiveHoldLine[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .select({
      artwork_id: artworks.id,
      availability: artworks.availability,
      stock: artworks.stock,
      order_id: orders.id,
      order_number: orders.number,
      kind: orders.kind,
      payment_provider: orders.payment_provider,
      buyer_name: orders.name,
      status: orders.status,
      hold_expires_at: orders.hold_expires_at,
      quantity: orderLines.quantity,
      now: sql<string>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .innerJoin(artworks, eq(artworks.id, orderLines.artwork_id))
    .where(and(liveHold, ids ? inArray(orderLines.artwork_id, ids) : undefined));
  return rows;
}

/** Works grouped by stored availability and whether any stock is left: states before holds. */
export const storedStateCounts = (db: DbOrTx) => {
  const noStock = sql<boolean>`${artworks.stock} <= 0`;
  return db
    .select({ availability: artworks.availability, no_stock: noStock, n: count() })
    .from(artworks)
    .groupBy(artworks.availability, noStock);
};
