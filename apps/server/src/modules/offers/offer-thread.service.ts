import { type OfferMessage, type OfferReplyInput } from '@atelier/core';
import { notFound } from '../../lib/errors';
import { offerReplyEmail } from './offers.emails';
import * as repo from './offers.repository';
import { toOfferMessage } from './offers.serialize';
import { emailContext, titleOf, type OfferDeps } from './offers.service';

/** An offer's thread (decision 032): every step, and the artist's written replies to the buyer. */

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
        await emailContext(deps, tx),
        offer,
        await titleOf(tx, offer.artwork_id),
        input.message,
      ),
    );
    return toOfferMessage(message);
  });
}
