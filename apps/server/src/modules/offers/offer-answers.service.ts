import { randomBytes } from 'node:crypto';
import {
  dollarsToCents,
  type BuyerOffer,
  type Offer,
  type OrderActor,
  type ReserveForBuyerInput,
} from '@atelier/core';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { startReservation } from '../orders/reservation.service';
import type { OutgoingEmail } from '../mail/mailer.service';
import { getValue } from '../settings/settings.service';
import { shopSettings } from '../settings/shop-settings.service';
import { lockForMove, moveOffer, startOffer } from './offer-lifecycle.service';
import {
  counterOfferEmail,
  offerDeclinedEmail,
  reservedEmail,
  type OfferEmailContext,
} from './offers.emails';
import * as repo from './offers.repository';
import { toOffer } from './offers.serialize';
import {
  emailContext,
  offerByToken,
  offerConflict,
  titleOf,
  type OfferDeps,
} from './offers.service';

/*
 * The answers to an offer (decision 032): the artist accepts, counters or declines; the buyer
 * accepts a counter-offer by its link; the artist reserves a work for a buyer met elsewhere.
 * Accepting reserves the work: a pending order at the agreed price, held for the reservation's
 * days. Which answer is allowed from which status is core's offer lifecycle.
 */

/** How a reservation is paid when the shop takes cards: from its page, through Stripe. */
export const CARD_PAYMENT =
  'Pay by card from your reservation’s page, through Stripe’s secure checkout.';

/** Reserves the offer's work at `priceCents` and emails the buyer their payment page. */
async function reserve(
  deps: OfferDeps,
  tx: Tx,
  offer: repo.OfferRow,
  priceCents: number,
  actor: OrderActor,
) {
  const days = await getValue(tx, 'reservation_days');
  const reserved = await startReservation(tx, deps, {
    artworkId: offer.artwork_id,
    priceCents,
    email: offer.email,
    name: offer.name,
    shippingAddress: offer.shipping_address as ReserveForBuyerInput['shipping_address'],
    days,
    actor,
    note: `Reserved for ${days} day${days === 1 ? '' : 's'} (offer #${offer.id})`,
  });
  const by = actor === 'buyer' ? 'buyer' : 'artist';
  const updated = await moveOffer(tx, offer, 'accepted', by, { order_id: reserved.order.id });
  await repo.addMessage(tx, {
    offer_id: offer.id,
    author: by,
    kind: 'accept',
    body: null,
    amount_cents: priceCents,
  });
  const ctx = await emailContext(deps, tx);
  const instructions =
    reserved.order.payment_provider === 'stripe'
      ? CARD_PAYMENT
      : (await shopSettings(tx)).paymentInstructions;
  await deps.mailer.enqueue(
    tx,
    reservedEmail(
      ctx,
      offer,
      await titleOf(tx, offer.artwork_id),
      reserved.order.total_cents,
      days,
      reserved.paymentUrl,
      instructions,
    ),
  );
  return toOffer(updated, reserved.order.number);
}

/**
 * The artist accepts an open offer: the work is reserved for the buyer at the offered price.
 * The reservation's stock check refuses a work held by a checkout, reserved by another
 * accepted offer, or sold (409 with the reason), inside the same transaction.
 */
export async function acceptOffer(deps: OfferDeps, id: number, actor: OrderActor): Promise<Offer> {
  return deps.db.transaction(async (tx) => {
    const offer = await lockForMove(tx, { id }, 'accepted', 'artist');
    return reserve(deps, tx, offer, offer.amount_cents, actor);
  });
}

/**
 * The artist's answer to an open offer, in one transaction: the offer's new state, the
 * answer in its thread, and the email that tells the buyer (given the offer and the title).
 */
function answerOpenOffer(
  deps: OfferDeps,
  id: number,
  answer: {
    kind: 'counter' | 'decline';
    to: 'countered' | 'declined';
    set: repo.OfferChanges;
    note: string | null;
    amountCents: number | null;
    email: (c: OfferEmailContext, offer: repo.OfferRow, title: string) => OutgoingEmail;
  },
): Promise<Offer> {
  return deps.db.transaction(async (tx) => {
    const offer = await lockForMove(tx, { id }, answer.to, 'artist');
    const updated = await moveOffer(tx, offer, answer.to, 'artist', answer.set);
    await repo.addMessage(tx, {
      offer_id: id,
      author: 'artist',
      kind: answer.kind,
      body: answer.note,
      amount_cents: answer.amountCents,
    });
    await deps.mailer.enqueue(
      tx,
      answer.email(await emailContext(deps, tx), offer, await titleOf(tx, offer.artwork_id)),
    );
    return toOffer(updated, null);
  });
}

/** The artist counters an open offer; the buyer is emailed a link that accepts it. */
export async function counterOffer(
  deps: OfferDeps,
  id: number,
  input: { amount: number; note?: string },
): Promise<Offer> {
  const counterCents = dollarsToCents(input.amount);
  const note = input.note || null;
  return answerOpenOffer(deps, id, {
    kind: 'counter',
    to: 'countered',
    set: { counter_cents: counterCents },
    note,
    amountCents: counterCents,
    email: (c, offer, title) => counterOfferEmail(c, offer, title, counterCents, offer.token, note),
  });
}

/** The artist declines an open or countered offer, with an optional note to the buyer. */
export async function declineOffer(
  deps: OfferDeps,
  id: number,
  input: { note?: string },
): Promise<Offer> {
  const note = input.note || null;
  return answerOpenOffer(deps, id, {
    kind: 'decline',
    to: 'declined',
    set: {},
    note,
    amountCents: null,
    email: (c, offer, title) => offerDeclinedEmail(c, offer, title, note),
  });
}

/**
 * The buyer accepts a counter-offer by its link: only that offer, only while it is countered
 * (once accepted, the link cannot reserve again). The work is reserved at the counter price.
 */
export async function acceptCounter(deps: OfferDeps, token: string): Promise<BuyerOffer> {
  await deps.db.transaction(async (tx) => {
    const found = await lockForMove(tx, { token }, 'accepted', 'buyer');
    // A countered offer always has its price; the table allows the buyer nothing else.
    await reserve(deps, tx, found, found.counter_cents!, 'buyer');
  });
  return offerByToken(deps, token);
}

/**
 * "Reserve for a buyer" on any available work (a collector met at a fair): recorded as an
 * offer at the agreed price, accepted at once, so it shows in the same list and thread.
 */
export async function reserveForBuyer(
  deps: OfferDeps,
  input: ReserveForBuyerInput,
  actor: OrderActor,
): Promise<Offer> {
  if (!(await repo.offerTerms(deps.db, input.artwork_id))) throw notFound('Artwork not found');
  return deps.db.transaction(async (tx) => {
    const offer = await startOffer(
      tx,
      {
        artwork_id: input.artwork_id,
        status: 'open',
        email: input.email.toLowerCase(),
        name: input.name,
        note: input.note || null,
        amount_cents: dollarsToCents(input.amount),
        shipping_address: input.shipping_address,
        token: randomBytes(32).toString('base64url'),
      },
      'artist',
    );
    if (!offer)
      throw offerConflict('offer_open', 'This buyer already has an open offer on this work.');
    return reserve(deps, tx, offer, offer.amount_cents, actor);
  });
}
