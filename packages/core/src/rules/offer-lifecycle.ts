import type { OfferStatus } from '../schemas/offers';
import { actionsFrom, mayMove, type Lifecycle, type LifecycleActor } from './lifecycle';

/**
 * The offer lifecycle (decisions 032, 043). A buyer's offer starts open, or declined at once by
 * the shop's hidden minimum; the artist's "reserve for a buyer" starts one open and accepts it
 * in the same transaction. The artist answers an open offer (accept, counter, decline); a
 * countered offer waits on the buyer, who accepts it by the emailed link, while the artist may
 * still decline it. Accepted, declined and withdrawn are final (nothing withdraws an offer yet).
 */
export const OFFER_LIFECYCLE: Lifecycle<OfferStatus> = {
  starts: { open: ['buyer', 'artist'], declined: ['system'] },
  next: {
    open: { countered: ['artist'], accepted: ['artist'], declined: ['artist'] },
    countered: { accepted: ['buyer'], declined: ['artist'] },
    accepted: {},
    declined: {},
    withdrawn: {},
  },
};

export const canMoveOffer = (from: OfferStatus | null, to: OfferStatus, actor: LifecycleActor) =>
  mayMove(OFFER_LIFECYCLE, from, to, actor);

/** The artist's answers to an offer, in screen order, and the status each one leads to. */
export const OFFER_ANSWER_TARGETS = {
  accept: 'accepted',
  counter: 'countered',
  decline: 'declined',
} as const satisfies Record<string, OfferStatus>;
export type OfferAnswer = keyof typeof OFFER_ANSWER_TARGETS;

/** The answers the table gives the artist on an offer in `status`. */
export const offerAnswers = (status: OfferStatus): OfferAnswer[] =>
  actionsFrom(OFFER_LIFECYCLE, OFFER_ANSWER_TARGETS, status, 'artist');

/** Why a move was refused: "Cannot counter an offer that is accepted". */
export function offerMoveRefusal(from: OfferStatus, to: OfferStatus, actor: LifecycleActor) {
  if (actor === 'buyer' && to === 'accepted')
    return 'This counter-offer can no longer be accepted.';
  const answer = (Object.keys(OFFER_ANSWER_TARGETS) as OfferAnswer[]).find(
    (a) => OFFER_ANSWER_TARGETS[a] === to,
  );
  return answer
    ? `Cannot ${answer} an offer that is ${from}`
    : `An offer that is ${from} cannot become ${to}`;
}
