import {
  HoldLimitDetails,
  holdLimitBreach,
  type CartItem,
  type HoldLimitBreach,
} from '@atelier/core';
import { ApiError } from '@/lib/api-client';

/**
 * The cart alone is larger than one order may hold (`max_held_works`, counted in units, as the
 * server counts them): the buyer is asked to contact the artist before typing anything.
 */
export function cartOverLimit(items: readonly CartItem[], limit: number): HoldLimitBreach | null {
  const units = items.reduce((n, item) => n + item.quantity, 0);
  const breach = holdLimitBreach(limit, 0, units);
  return breach?.kind === 'order' ? breach : null;
}

/** The refusal of a 409 `hold_limit` from place order; null for any other error. */
export function holdLimitOf(error: unknown): HoldLimitDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'hold_limit') return null;
  const parsed = HoldLimitDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}
