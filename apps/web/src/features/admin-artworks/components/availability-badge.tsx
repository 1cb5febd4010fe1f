import { availabilityLabel, type Availability } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';
import { AVAILABILITY_LABELS } from './artwork-form-model';

const TONES: Record<Availability, BadgeTone> = {
  available: 'success',
  sold: 'accent',
  reserved: 'warning',
  not_for_sale: 'neutral',
};

/** Availability as a label with a tint; an unknown stored value reads "Unavailable" (SPEC §3). */
export function AvailabilityBadge({ availability }: { availability: string }) {
  const known = availability in TONES ? (availability as Availability) : null;
  return (
    <StatusBadge tone={known ? TONES[known] : 'neutral'}>
      {known ? AVAILABILITY_LABELS[known] : availabilityLabel(availability)}
    </StatusBadge>
  );
}
