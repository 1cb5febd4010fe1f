import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ShippingAddressInput } from './checkout';
import { ImageMeta } from './images';
import { DOLLARS, integer, positiveId, positiveIdParam, text } from './primitives';

/**
 * Offers and reservations (decision 032). An offer is the buyer's proposed price for one
 * available work; accepting it (or the artist's "reserve for a buyer") starts a pending order
 * at the agreed price whose hold lasts the reservation's days, so the one live-hold rule of
 * the order lifecycle keeps a work from being reserved and sold twice.
 */
export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An open offer is one the artist (open) or the buyer (countered) still has to answer. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['open', 'countered'];

/** Its messages name no field: each form's label does (issue-messages.ts, decision 050). */
const amount = integer(DOLLARS, { min: 1, max: 1_000_000 });
const email = text({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254));
const name = text().trim().min(1, { error: MESSAGES.nameRequired }).max(120);
const note = text().trim().max(2000).optional();

/**
 * The terms of a proposed sale, shared by the buyer's offer and the artist's reservation: the
 * amount in whole dollars, who buys, an optional note, and where the work would go, so that
 * shipping and tax are priced by the server as at checkout.
 */
const saleTerms = {
  artwork_id: positiveId('artwork_id'),
  amount,
  email,
  name,
  note,
  shipping_address: ShippingAddressInput,
};

/** "Make an offer". */
export const MakeOfferInput = z.object({
  ...saleTerms,
  /** Honeypot, as on the contact form. */
  website: text().max(500).optional(),
});
export type MakeOfferInput = z.infer<typeof MakeOfferInput>;

export const OfferIdParam = z.object({ id: positiveIdParam('id') });
export const OfferTokenParam = z.object({ token: text().trim().min(20).max(100) });

export const CounterOfferInput = z.object({ amount, note });
export type CounterOfferInput = z.infer<typeof CounterOfferInput>;
export const DeclineOfferInput = z.object({ note });
export type DeclineOfferInput = z.infer<typeof DeclineOfferInput>;

/** The artist's written reply to the buyer, sent by email and kept in the offer's thread. */
export const OfferReplyInput = z.object({
  message: text()
    .trim()
    .min(1, { error: 'Write a message to send' })
    .max(5000, { error: 'The message is too long (5,000 characters at most)' }),
});
export type OfferReplyInput = z.infer<typeof OfferReplyInput>;

/**
 * One step of an offer's thread, oldest first: the buyer's offer, the artist's counter,
 * acceptance, decline, and the written replies between them.
 */
export const OFFER_MESSAGE_KINDS = ['offer', 'counter', 'accept', 'decline', 'reply'] as const;
export type OfferMessageKind = (typeof OFFER_MESSAGE_KINDS)[number];
export const OfferMessage = z.object({
  id: z.number().int(),
  author: z.enum(['buyer', 'artist']),
  kind: z.enum(OFFER_MESSAGE_KINDS),
  /** The written words, if any (a note with the offer, counter or decline; a reply). */
  body: z.string().nullable(),
  /** The amount in dollars, for an offer or a counter. */
  amount: z.number().nullable(),
  created_at: z.string(),
});
export type OfferMessage = z.infer<typeof OfferMessage>;

/** The artist's "reserve for a buyer" on any available work, at a price they agree. */
export const ReserveForBuyerInput = z.object(saleTerms);
export type ReserveForBuyerInput = z.infer<typeof ReserveForBuyerInput>;

export const Offer = z.object({
  id: z.number().int(),
  artwork_id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  name: z.string(),
  email: z.string(),
  /** Whole dollars. */
  amount: z.number(),
  counter_amount: z.number().nullable(),
  note: z.string().nullable(),
  /** The reservation an accepted offer started (its order's id and number), if any. */
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof Offer>;

/**
 * Where an accepted offer's reservation stands: still held for the buyer, paid (the order
 * went on to be shipped), or ended unpaid (expired or cancelled, the work back on sale).
 */
export const RESERVATION_STATES = ['held', 'paid', 'ended'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** An offer with its work's title, as the artist's list and the buyer's page show it. */
export const OfferWithWork = Offer.extend({
  artwork_title: z.string(),
  /** null until an offer is accepted (no reservation yet). */
  reservation: z.enum(RESERVATION_STATES).nullable(),
});
export type OfferWithWork = z.infer<typeof OfferWithWork>;

/**
 * The buyer's own view of their offer, reached by the private link in their email: the
 * painting's picture (so they see what they offered on), and once the offer is accepted, the
 * reservation's payment page (the order's page, itself reached only by its token), so the
 * buyer can pay at once.
 */
export const BuyerOffer = OfferWithWork.extend({
  artwork_image_url: z.string().nullable(),
  artwork_image: ImageMeta.nullable(),
  payment_path: z.string().nullable(),
});
export type BuyerOffer = z.infer<typeof BuyerOffer>;

/** What the buyer's "make an offer" gets back: never the minimum, only what happened. */
export const OfferReceipt = z.object({ status: z.enum(OFFER_STATUSES), message: z.string() });
export type OfferReceipt = z.infer<typeof OfferReceipt>;
