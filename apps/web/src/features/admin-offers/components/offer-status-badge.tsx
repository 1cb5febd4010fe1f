import type { OfferStatus } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

const TONE: Record<OfferStatus, BadgeTone> = {
  open: 'warning',
  countered: 'accent',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'To answer',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <StatusBadge tone={TONE[status]}>{OFFER_STATUS_LABELS[status]}</StatusBadge>;
}
