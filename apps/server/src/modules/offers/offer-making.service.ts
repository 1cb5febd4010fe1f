import { randomBytes } from 'node:crypto';
import { dollarsToCents, type MakeOfferInput, type OfferReceipt } from '@atelier/core';
import { AppError, notFound } from '../../lib/errors';
import { getArtwork } from '../artworks/artworks.service';
import { checkStock, unavailable } from '../orders/stock.service';
import { getValue } from '../settings/settings.service';
import { startOffer } from './offer-lifecycle.service';
import { newOfferAlertEmail, offerDeclinedEmail } from './offers.emails';
import * as repo from './offers.repository';
import { emailContext, offerConflict, type OfferDeps } from './offers.service';

export const OFFER_RECEIVED = 'Thank you, your offer has been sent. You will hear back by email.';
export const OFFER_DECLINED =
  'Thank you for your offer. It cannot be accepted, and an email is on its way to you.';
const OFFERS_CLOSED = 'Offers are not taken on this work.';
const ONE_OPEN = 'You already have an offer waiting on this work. You will hear back by email.';

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
    // Declined at once by the shop's minimum (the server's move), or open for the artist.
    const offer = await startOffer(
      tx,
      {
        artwork_id: work.id,
        status: tooLow ? 'declined' : 'open',
        email,
        name: input.name,
        note: input.note || null,
        amount_cents: amountCents,
        shipping_address: input.shipping_address,
        token: randomBytes(32).toString('base64url'),
        buyer_ip: ip,
      },
      tooLow ? 'system' : 'buyer',
    );
    if (!offer) throw offerConflict('offer_open', ONE_OPEN);
    await repo.addMessage(tx, {
      offer_id: offer.id,
      author: 'buyer',
      kind: 'offer',
      body: offer.note,
      amount_cents: amountCents,
    });
    const ctx = await emailContext(deps, tx);
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
