import type { AdminOrder, AdminOrderListQuery } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/serialize';
import { getValue, getValues } from '../settings/settings.service';
import * as repo from './orders.repository';
import { toAdmin, toHeld, toSummary } from './orders.serialize';

export async function listOrders(db: DbOrTx, q: AdminOrderListQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listOrders(db, { status: q.status, search: q.search }, limit, offset),
  );
  const counts = await repo.itemCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0)),
    pagination,
  };
}

/** Everything about one order: lines, buyer, address, payment, history. */
export async function getOrder(db: DbOrTx, id: number): Promise<AdminOrder> {
  const order = await repo.findOrder(db, id);
  if (!order) throw notFound('Order not found');
  const [lines, events, settings] = await Promise.all([
    repo.linesOf(db, [id]),
    repo.eventsOf(db, id),
    getValues(db, ['payment_instructions', 'manual_payment_hold_days']),
  ]);
  return toAdmin(
    order,
    lines,
    events,
    settings.payment_instructions,
    settings.manual_payment_hold_days,
  );
}

/** Enough for any real day; a flood of holds beyond it shows the soonest to lapse. */
const HELD_LIST_LIMIT = 100;

/** The works held right now, by order, the soonest to go back on sale first. */
export async function listHeldOrders(db: DbOrTx) {
  const [rows, days] = await Promise.all([
    repo.liveHoldOrders(db, HELD_LIST_LIMIT),
    getValue(db, 'manual_payment_hold_days'),
  ]);
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toHeld(
      r,
      lines.filter((l) => l.order_id === r.id),
      days,
    ),
  );
}
