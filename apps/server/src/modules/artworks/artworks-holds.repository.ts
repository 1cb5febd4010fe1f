import { and, eq, sql } from 'drizzle-orm';
import { frozen } from '../../db/frozen-sql';
import { artworks, liveHold, orderLines, orders } from '../../db/schema/index';

/** Units of the artwork held by live holds (the rule is `liveHold`, decision 010). */
const heldUnits = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} inner join ${orders} on ${orders.id} = ${orderLines.order_id} where ${and(
  eq(orderLines.artwork_id, artworks.id),
  liveHold,
)})`;

/**
 * Availability as visitors see it: an available work whose stock is all held by live holds
 * shows "reserved" until the hold ends. Computed at query time, never stored, so the
 * artist's stored value (and their edit form) is untouched. Written to text once (`frozen`):
 * every visitor's read of a work selects it.
 */
export const visitorAvailability = frozen<string>(
  sql`case when ${artworks.availability} = 'available' and ${heldUnits} > 0 and ${artworks.stock} <= ${heldUnits} then 'reserved' else ${artworks.availability} end`,
);
