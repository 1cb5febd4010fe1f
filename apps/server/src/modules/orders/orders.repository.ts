import {
  HOLD_REMINDER_DAYS_BEFORE,
  HOLD_REMINDER_MIN_DAYS,
  type OrderHold,
  type OrderStatus,
} from '@atelier/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { updateStamped } from '../../lib/rows';
import {
  liveHold,
  orderEvents,
  orderLines,
  orderNumberSeq,
  orders,
  orderSearchText,
} from '../../db/schema/index';
import { containsText } from '../../db/search';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/* ---------- orders ---------- */

export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  // Both drivers answer raw queries with { rows }.
  const result = (await db.execute(
    sql`select nextval(${orderNumberSeq.seqName})::int as n`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** Inserts an order whose hold runs minutes from now by the database clock, or until a moment. */
export async function insertOrder(
  db: DbOrTx,
  values: Omit<NewOrder, 'hold_expires_at'>,
  hold: OrderHold,
) {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      hold_expires_at:
        'until' in hold ? hold.until : sql`now() + make_interval(mins => ${hold.minutes}::int)`,
    })
    .returning();
  return row!;
}

export async function insertLines(db: DbOrTx, lines: (typeof orderLines.$inferInsert)[]) {
  return db.insert(orderLines).values(lines).returning();
}

export async function insertEvent(db: DbOrTx, event: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(event);
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order, locked for the rest of the transaction: transitions of one order queue up. */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function findByToken(db: DbOrTx, token: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.public_token, token));
  return row ?? null;
}

export async function findBySession(db: DbOrTx, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.stripe_session_id, sessionId));
  return row ?? null;
}

/**
 * The conditional update of `transitionOrder`: it changes the order only if its status is
 * still `from`, so two racing moves cannot both apply. Nothing else writes `status`.
 */
export async function updateStatus(
  db: DbOrTx,
  id: number,
  from: OrderStatus,
  values: Partial<NewOrder> & { status: OrderStatus },
) {
  return updateStamped(db, orders, and(eq(orders.id, id), eq(orders.status, from)), values);
}

/** Changes other than the status (a Stripe session id, a longer hold). */
export async function updateOrder(
  db: DbOrTx,
  id: number,
  values: Omit<Partial<NewOrder>, 'status'>,
) {
  return updateStamped(db, orders, eq(orders.id, id), values);
}

/**
 * Points a pending order at a new Stripe session, only if it still points at `previous`:
 * of two attempts that raced, one wins and the other learns it lost (null).
 */
export async function replaceSession(
  db: DbOrTx,
  id: number,
  previous: string | null,
  next: { stripe_session_id: string; hold_expires_at: Date },
) {
  const [row] = await db
    .update(orders)
    .set({ ...next, updated_at: new Date() })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'pending_payment'),
        previous === null
          ? isNull(orders.stripe_session_id)
          : eq(orders.stripe_session_id, previous),
      ),
    )
    .returning();
  return row ?? null;
}

export const linesOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length
    ? db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.order_id, orderIds))
        .orderBy(asc(orderLines.id))
    : Promise.resolve([] as OrderLineRow[]);

export const eventsOf = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.created_at), asc(orderEvents.id));

/* ---------- admin list ---------- */

export interface OrderFilter {
  status?: OrderStatus;
  search?: string;
}

function where(f: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.search) {
    conditions.push(containsText(orderSearchText(orders), f.search));
  }
  return and(...conditions);
}

export async function listOrders(db: DbOrTx, f: OrderFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where(f))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Item counts of many orders in one query. */
export async function itemCounts(db: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ order_id: orderLines.order_id, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(inArray(orderLines.order_id, orderIds))
    .groupBy(orderLines.order_id);
  return new Map(rows.map((r) => [r.order_id, Number(r.n)]));
}

/* ---------- holds ---------- */

/**
 * Pending orders whose hold ran out before `now`, locked for the sweep. SKIP LOCKED: an order
 * another instance (or a payment) is moving right now is left to it.
 */
export async function lockLapsed(db: DbOrTx, now?: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, 'pending_payment'), lte(orders.hold_expires_at, now ?? sql`now()`)),
    )
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true });
}

/**
 * Day holds (a checkout paid by transfer: core's `isDayHold`) ending within a day, whose buyer
 * was not reminded yet and that were set long enough before their end to need it, locked for
 * the sweep. SKIP LOCKED: another instance reminding them now takes them; the stamp written in
 * the same transaction keeps any later sweep from sending it again.
 */
export async function lockRemindersDue(db: DbOrTx, now: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'checkout'),
        eq(orders.payment_provider, 'manual'),
        eq(orders.status, 'pending_payment'),
        isNull(orders.hold_reminded_at),
        gt(orders.hold_expires_at, now),
        lte(
          orders.hold_expires_at,
          sql`${now}::timestamptz + make_interval(days => ${HOLD_REMINDER_DAYS_BEFORE}::int)`,
        ),
        gt(
          orders.hold_expires_at,
          sql`${orders.created_at} + make_interval(days => ${HOLD_REMINDER_MIN_DAYS}::int)`,
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true });
}

/** Units the live holds placed from this address or by this email keep off sale. */
export async function unitsHeldBy(db: DbOrTx, buyer: { ip: string; email: string }) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(and(liveHold, or(eq(orders.buyer_ip, buyer.ip), eq(orders.email, buyer.email))));
  return Number(row?.units ?? 0);
}

/** Orders whose hold is live, the soonest to lapse first. */
export async function liveHoldOrders(db: DbOrTx, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(liveHold)
    .orderBy(asc(orders.hold_expires_at), asc(orders.id))
    .limit(limit);
}

/**
 * Serialises the orders of one buyer until the transaction ends (a transaction-scoped advisory
 * lock per key, taken in sorted order so two buyers sharing an address or an email never
 * deadlock): their held units are counted and their order written one after the other.
 */
export async function lockBuyer(db: DbOrTx, keys: string[]) {
  for (const key of [...new Set(keys)].sort())
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
