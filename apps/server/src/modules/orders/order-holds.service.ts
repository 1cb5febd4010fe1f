import { holdLimitBreach, holdLimitMessage, type HoldLimitBreach } from '@atelier/core';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './orders.repository';

/** Who is placing an order, as the hold limit knows a buyer: the address and the email. */
export interface Buyer {
  ip: string;
  email: string;
}

/** 409 `hold_limit`: the buyer is told how many works they may hold, and to contact the artist. */
export const holdLimitError = (breach: HoldLimitBreach) =>
  new AppError(409, 'hold_limit', holdLimitMessage(breach), breach);

/**
 * Refuses an order that would take its buyer past `limit` held works (decision 010): its own
 * units plus those of every live hold placed from the same address or with the same email.
 * Inside the order's transaction, and before its works are locked: the buyer's lock makes
 * concurrent checkouts of one buyer count and insert one after the other, so no race between
 * them can exceed the limit.
 */
export async function enforceHoldLimit(tx: Tx, buyer: Buyer, requested: number, limit: number) {
  const alone = holdLimitBreach(limit, 0, requested);
  if (alone) throw holdLimitError(alone);
  await repo.lockBuyer(tx, [`order-holds:ip:${buyer.ip}`, `order-holds:email:${buyer.email}`]);
  const breach = holdLimitBreach(limit, await repo.unitsHeldBy(tx, buyer), requested);
  if (breach) throw holdLimitError(breach);
}
