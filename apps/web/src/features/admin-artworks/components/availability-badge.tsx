import {
  workState,
  workStateText,
  type Artwork,
  type WorkState,
  type WorkStateKind,
} from '@atelier/core';
import { format, isSameDay } from 'date-fns';
import { StatusBadge, type BadgeTone } from '@/components/admin';

const TONES: Record<WorkStateKind, BadgeTone> = {
  available: 'success',
  held: 'warning',
  reserved: 'warning',
  sold: 'accent',
  not_for_sale: 'neutral',
};

/**
 * What the work is now: the server's state (core's `workState`, decision 048); a work read
 * without it (just saved) is judged from its stored value alone.
 */
export const stateOf = (artwork: Pick<Artwork, 'availability' | 'state'>): WorkState =>
  artwork.state ?? workState({ availability: artwork.availability, stock: 1 }, []);

/** A hold's end in the artist's time zone: the time alone today, else the day and time. */
export const holdEnd = (iso: string, now = new Date()) => {
  const date = new Date(iso);
  return format(date, isSameDay(date, now) ? 'HH:mm' : 'd MMM, HH:mm');
};

/** "Held by order EM-1001 until 14:30", "Reserved for Ada Lovelace until 9 Dec, 10:00", "Sold". */
export const availabilityText = (artwork: Pick<Artwork, 'availability' | 'state'>) =>
  workStateText(stateOf(artwork), (iso) => holdEnd(iso));

/**
 * The state as a label with a tint (the text says it; the colour only helps). A sentence may
 * wrap, but never inside the order's number ("EM-1001" would break at its hyphen).
 */
export function AvailabilityBadge({
  artwork,
}: {
  artwork: Pick<Artwork, 'availability' | 'state'>;
}) {
  const state = stateOf(artwork);
  const text = availabilityText(artwork);
  const number = state.order_number;
  const at = number ? text.indexOf(number) : -1;
  return (
    <StatusBadge tone={TONES[state.kind]} wrap={state.until !== null}>
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <span className="whitespace-nowrap">{number}</span>
          {text.slice(at + number!.length)}
        </>
      )}
    </StatusBadge>
  );
}
