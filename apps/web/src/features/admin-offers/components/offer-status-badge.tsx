import type { OfferStatus, OfferWithWork } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

/** What the artist reads of an offer: its answer, and once accepted, its reservation's fate. */
type OfferState = Exclude<OfferStatus, 'accepted'> | 'reserved' | 'sold' | 'expired';

const TONE: Record<OfferState, BadgeTone> = {
  open: 'warning',
  countered: 'accent',
  reserved: 'success',
  sold: 'success',
  expired: 'neutral',
  declined: 'neutral',
  withdrawn: 'neutral',
};

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  open: 'To answer',
  countered: 'Countered',
  reserved: 'Reserved',
  sold: 'Paid',
  expired: 'Expired',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

const stateOf = (offer: Pick<OfferWithWork, 'status' | 'reservation'>): OfferState =>
  offer.status !== 'accepted'
    ? offer.status
    : offer.reservation === 'paid'
      ? 'sold'
      : offer.reservation === 'ended'
        ? 'expired'
        : 'reserved';

export function OfferStatusBadge({
  offer,
}: {
  offer: Pick<OfferWithWork, 'status' | 'reservation'>;
}) {
  const state = stateOf(offer);
  return <StatusBadge tone={TONE[state]}>{OFFER_STATE_LABELS[state]}</StatusBadge>;
}
