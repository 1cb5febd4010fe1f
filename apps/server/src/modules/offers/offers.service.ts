import type { BuyerOffer, OfferWithWork } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { getValue } from '../settings/settings.service';
import type { OfferEmailContext } from './offers.emails';
import * as repo from './offers.repository';
import { toBuyerOffer, toOfferWithWork } from './offers.serialize';

/*
 * Offers and reservations (decision 032). This file reads offers (the artist's list, the
 * buyer's page, the dashboard's figures) and holds what the others share; making an offer,
 * the answers to it and its thread are offer-making, offer-answers and offer-thread, and every
 * status change is offer-lifecycle's.
 */

export type OfferDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/** What the offer emails need to know of the shop. */
export async function emailContext(
  deps: Pick<OfferDeps, 'config'>,
  tx: Tx,
): Promise<OfferEmailContext> {
  return {
    siteName: await getValue(tx, 'site_name'),
    publicUrl: deps.config.publicUrl,
    artistEmail: deps.config.artistEmail,
  };
}

export const offerConflict = (code: string, message: string) => new AppError(409, code, message);

export async function titleOf(tx: Tx, artworkId: number) {
  return (await repo.offerTerms(tx, artworkId))?.title ?? 'the work';
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
