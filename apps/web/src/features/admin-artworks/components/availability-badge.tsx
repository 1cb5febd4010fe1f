import { availabilityLabel, type Availability } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';
import { AVAILABILITY_LABELS } from './artwork-form-model';

const TONES: Record<Availability, BadgeTone> = {
  available: 'success',
  sold: 'accent',
  reserved: 'warning',
  not_for_sale: 'neutral',
};

const isKnown = (value: string): value is Availability => value in TONES;

/** The admin's word for an availability; an unknown stored value reads "Unavailable" (docs/product.md §3). */
export const availabilityText = (availability: string) =>
  isKnown(availability) ? AVAILABILITY_LABELS[availability] : availabilityLabel(availability);

/** Availability as a label with a tint (the text says it; the colour only helps). */
export function AvailabilityBadge({ availability }: { availability: string }) {
  return (
    <StatusBadge tone={isKnown(availability) ? TONES[availability] : 'neutral'}>
      {availabilityText(availability)}
    </StatusBadge>
  );
}
