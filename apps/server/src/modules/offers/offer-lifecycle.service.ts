import {
  canMoveOffer,
  offerMoveRefusal,
  type LifecycleActor,
  type OfferStatus,
} from '@atelier/core';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './offers.repository';

/**
 * The one home of offer status changes (decision 043), as order-lifecycle.service is for
 * orders: an offer starts and moves only through here, checked against `OFFER_LIFECYCLE` of
 * @atelier/core. A refused move is a 409 `invalid_transition` and writes nothing. Moves are
 * made under the offer's row lock (`lockForMove`), so answers to one offer queue.
 */

/** 409 `invalid_transition`: "Cannot counter an offer that is accepted". */
export const illegalOfferMove = (from: OfferStatus, to: OfferStatus, actor: LifecycleActor) =>
  new AppError(409, 'invalid_transition', offerMoveRefusal(from, to, actor), {
    status: from,
    to,
  });

export function assertOfferMove(from: OfferStatus, to: OfferStatus, actor: LifecycleActor) {
  if (!canMoveOffer(from, to, actor)) throw illegalOfferMove(from, to, actor);
}

/** Inserts an offer in a status it may start in; null when the buyer already has one open. */
export function startOffer(
  tx: Tx,
  values: repo.NewOffer & { status: OfferStatus },
  actor: LifecycleActor,
) {
  if (!canMoveOffer(null, values.status, actor))
    throw new AppError(409, 'invalid_transition', `An offer cannot start ${values.status}`);
  return repo.insertOffer(tx, values);
}

/** The offer (by id, or by the buyer's link), locked, once the table lets `actor` move it to `to`. */
export async function lockForMove(
  tx: Tx,
  key: { id: number } | { token: string },
  to: OfferStatus,
  actor: LifecycleActor,
) {
  const offer = await ('id' in key
    ? repo.lockOffer(tx, key.id)
    : repo.lockOfferByToken(tx, key.token));
  if (!offer) throw notFound('Offer not found');
  assertOfferMove(offer.status, to, actor);
  return offer;
}

/** Moves a locked offer to `to`, with what comes with the move (a counter price, an order). */
export function moveOffer(
  tx: Tx,
  offer: repo.OfferRow,
  to: OfferStatus,
  actor: LifecycleActor,
  set: repo.OfferChanges = {},
) {
  assertOfferMove(offer.status, to, actor);
  return repo.moveOfferRow(tx, offer.id, to, set);
}
