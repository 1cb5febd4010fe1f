import { randomBytes } from 'node:crypto';
import {
  dollarsToCents,
  OPEN_OFFER_STATUSES,
  type BuyerOffer,
  type MakeOfferInput,
  type Offer,
  type OfferReceipt,
  type OfferMessage,
  type OfferReplyInput,
  type OfferWithWork,
  type OrderActor,
  type ReserveForBuyerInput,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { getArtwork } from '../artworks/artworks.service';
import { startReservation } from '../orders/reservation.service';
import { checkStock, unavailable } from '../orders/stock.service';
import type { OutgoingEmail } from '../mail/mailer.service';
import { getValue } from '../settings/settings.service';
import { shopSettings } from '../settings/shop-settings.service';
import {
  counterOfferEmail,
  newOfferAlertEmail,
  offerDeclinedEmail,
  offerReplyEmail,
  reservedEmail,
  type OfferEmailContext,
} from './offers.emails';
import * as repo from './offers.repository';
import { toBuyerOffer, toOffer, toOfferMessage, toOfferWithWork } from './offers.serialize';

export type OfferDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

export const OFFER_RECEIVED = 'Thank you, your offer has been sent. You will hear back by email.';
export const OFFER_DECLINED =
  'Thank you for your offer. It cannot be accepted, and an email is on its way to you.';
const OFFERS_CLOSED = 'Offers are not taken on this work.';
/** How a reservation is paid when the shop takes cards: from its page, through Stripe. */
export const CARD_PAYMENT =
  'Pay by card from your reservation’s page, through Stripe’s secure checkout.';
const ONE_OPEN = 'You already have an offer waiting on this work. You will hear back by email.';

async function context(deps: Pick<OfferDeps, 'config'>, tx: Tx): Promise<OfferEmailContext> {
  return {
    siteName: await getValue(tx, 'site_name'),
    publicUrl: deps.config.publicUrl,
    artistEmail: deps.config.artistEmail,
  };
}

const conflict = (code: string, message: string) => new AppError(409, code, message);

/**
 * "Make an offer" (decision 032): on a work the visitor may see, that is free now (no live
 * hold, not sold), when offers are on for the shop or for the work. An offer below the hidden
 * minimum is kept, declined at once and answered with a polite email; the visitor is never
 * told where the line is. One open offer per buyer per work (a unique index, so no race can
 * make two). A filled honeypot is answered as a received offer and nothing is kept.
 */
export async function makeOffer(
  deps: OfferDeps,
  input: MakeOfferInput,
  ip: string,
  previewAccess: boolean,
): Promise<OfferReceipt> {
  const work = await getArtwork(deps.db, input.artwork_id, { isAdmin: false, previewAccess });
  if (input.website?.trim()) return { status: 'open', message: OFFER_RECEIVED };
  const terms = await repo.offerTerms(deps.db, work.id);
  if (!terms) throw notFound('Artwork not found');
  const enabled = (await getValue(deps.db, 'offers_enabled')) || terms.offers_enabled;
  if (!enabled || terms.price_cents === null)
    throw new AppError(403, 'offers_closed', OFFERS_CLOSED);
  const { problems } = await checkStock(deps.db, [{ artwork_id: work.id, quantity: 1 }], {
    lock: false,
    previewAccess,
  });
  if (problems.length) throw unavailable(problems);

  const amountCents = dollarsToCents(input.amount);
  const minimum = await getValue(deps.db, 'offer_minimum_percent');
  const tooLow = amountCents * 100 < terms.price_cents * minimum;
  const email = input.email.toLowerCase();
  return deps.db.transaction(async (tx) => {
    const offer = await repo.insertOffer(tx, {
      artwork_id: work.id,
      status: tooLow ? 'declined' : 'open',
      email,
      name: input.name,
      note: input.note || null,
      amount_cents: amountCents,
      shipping_address: input.shipping_address,
      token: randomBytes(32).toString('base64url'),
      buyer_ip: ip,
    });
    if (!offer) throw conflict('offer_open', ONE_OPEN);
    await repo.addMessage(tx, {
      offer_id: offer.id,
      author: 'buyer',
      kind: 'offer',
      body: offer.note,
      amount_cents: amountCents,
    });
    const ctx = await context(deps, tx);
    const buyer = { email, name: input.name };
    if (tooLow) {
      // Declined by the shop's minimum, not by a person: a step of the thread all the same.
      await repo.addMessage(tx, {
        offer_id: offer.id,
        author: 'artist',
        kind: 'decline',
        body: null,
        amount_cents: null,
      });
      await deps.mailer.enqueue(tx, offerDeclinedEmail(ctx, buyer, terms.title, null));
      return { status: 'declined' as const, message: OFFER_DECLINED };
    }
    await deps.mailer.enqueue(
      tx,
      newOfferAlertEmail(ctx, { ...buyer, amountCents, note: offer.note }, terms.title),
    );
    return { status: 'open' as const, message: OFFER_RECEIVED };
  });
}

async function lockOpen(tx: Tx, id: number, allowed: readonly string[], verb: string) {
  const offer = await repo.lockOffer(tx, id);
  if (!offer) throw notFound('Offer not found');
  if (!allowed.includes(offer.status))
    throw conflict('invalid_transition', `Cannot ${verb} an offer that is ${offer.status}`);
  return offer;
}

async function titleOf(tx: Tx, artworkId: number) {
  return (await repo.offerTerms(tx, artworkId))?.title ?? 'the work';
}

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
  const updated = await repo.updateOffer(tx, offer.id, {
    status: 'accepted',
    order_id: reserved.order.id,
  });
  await repo.addMessage(tx, {
    offer_id: offer.id,
    author: actor === 'buyer' ? 'buyer' : 'artist',
    kind: 'accept',
    body: null,
    amount_cents: priceCents,
  });
  const ctx = await context(deps, tx);
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
    const offer = await lockOpen(tx, id, ['open'], 'accept');
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
    set: Parameters<typeof repo.updateOffer>[2];
    note: string | null;
    amountCents: number | null;
    email: (c: OfferEmailContext, offer: repo.OfferRow, title: string) => OutgoingEmail;
  },
): Promise<Offer> {
  return deps.db.transaction(async (tx) => {
    const offer = await lockOpen(tx, id, OPEN_OFFER_STATUSES, answer.kind);
    const updated = await repo.updateOffer(tx, id, answer.set);
    await repo.addMessage(tx, {
      offer_id: id,
      author: 'artist',
      kind: answer.kind,
      body: answer.note,
      amount_cents: answer.amountCents,
    });
    await deps.mailer.enqueue(
      tx,
      answer.email(await context(deps, tx), offer, await titleOf(tx, offer.artwork_id)),
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
    set: { status: 'countered', counter_cents: counterCents },
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
    set: { status: 'declined' },
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
    const found = await repo.lockOfferByToken(tx, token);
    if (!found) throw notFound('Offer not found');
    if (found.status !== 'countered' || found.counter_cents === null)
      throw conflict('invalid_transition', 'This counter-offer can no longer be accepted.');
    await reserve(deps, tx, found, found.counter_cents, 'buyer');
  });
  return offerByToken(deps, token);
}

/** The buyer's view of their offer (the offer page their emails link to). */
export async function offerByToken(
  deps: Pick<OfferDeps, 'db'>,
  token: string,
): Promise<BuyerOffer> {
  const row = await repo.findBuyerOffer(deps.db, token);
  if (!row) throw notFound('Offer not found');
  return toBuyerOffer(row);
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
    const offer = await repo.insertOffer(tx, {
      artwork_id: input.artwork_id,
      status: 'open',
      email: input.email.toLowerCase(),
      name: input.name,
      note: input.note || null,
      amount_cents: dollarsToCents(input.amount),
      shipping_address: input.shipping_address,
      token: randomBytes(32).toString('base64url'),
    });
    if (!offer) throw conflict('offer_open', 'This buyer already has an open offer on this work.');
    return reserve(deps, tx, offer, offer.amount_cents, actor);
  });
}

/** The offer's thread, oldest first (the artist's screen). */
export async function offerThread(
  deps: Pick<OfferDeps, 'db'>,
  id: number,
): Promise<OfferMessage[]> {
  if (!(await repo.findOffer(deps.db, id))) throw notFound('Offer not found');
  return (await repo.threadOf(deps.db, id)).map(toOfferMessage);
}

/**
 * The artist writes to the buyer from the screen: the email goes to the buyer with the
 * artist's address as Reply-To (their answer reaches the artist's mailbox), and the words
 * are kept in the thread, in the same transaction.
 */
export async function replyToOffer(
  deps: OfferDeps,
  id: number,
  input: OfferReplyInput,
): Promise<OfferMessage> {
  return deps.db.transaction(async (tx) => {
    const offer = await repo.lockOffer(tx, id);
    if (!offer) throw notFound('Offer not found');
    const message = await repo.addMessage(tx, {
      offer_id: id,
      author: 'artist',
      kind: 'reply',
      body: input.message,
      amount_cents: null,
    });
    await deps.mailer.enqueue(
      tx,
      offerReplyEmail(
        await context(deps, tx),
        offer,
        await titleOf(tx, offer.artwork_id),
        input.message,
      ),
    );
    return toOfferMessage(message);
  });
}

export async function listOffers(deps: Pick<OfferDeps, 'db'>): Promise<OfferWithWork[]> {
  return (await repo.listOffers(deps.db)).map(toOfferWithWork);
}

/** What the dashboard shows of offers: those to answer, and reservations ending within a day. */
export async function offersSummary(db: OfferDeps['db']) {
  const [open, endingSoon] = await Promise.all([
    repo.openOfferCount(db),
    repo.reservationsEndingCount(db, 24),
  ]);
  return { open, reservations_ending_soon: endingSoon };
}
