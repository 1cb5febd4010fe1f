/**
 * How many works one buyer may keep off the market while paying (decision 010). Without a
 * bound, one anonymous checkout could hold the whole shop for the length of a hold, again and
 * again. A buyer is one address or one email: every live hold placed from either counts.
 */

/** The artist's setting `checkout_max_held_works` starts at this. */
export const DEFAULT_MAX_HELD_WORKS = 5;
/** The bounds the setting accepts. */
export const MAX_HELD_WORKS_RANGE = { min: 1, max: 50 } as const;

export interface HoldLimitBreach {
  /** `order`: the cart alone is larger than the limit; `buyer`: with the buyer's other holds it is. */
  kind: 'order' | 'buyer';
  limit: number;
  /** Units the buyer's other live holds already keep. */
  held: number;
  /** Units of this order. */
  requested: number;
}

/** Whether an order of `requested` units may be placed by a buyer who already holds `held`. */
export function holdLimitBreach(
  limit: number,
  held: number,
  requested: number,
): HoldLimitBreach | null {
  if (requested > limit) return { kind: 'order', limit, held, requested };
  if (held + requested > limit) return { kind: 'buyer', limit, held, requested };
  return null;
}

const works = (n: number) => `${n} ${n === 1 ? 'work' : 'works'}`;

/** What the buyer is told, on the checkout screen and in the API's 409. */
export function holdLimitMessage(breach: Pick<HoldLimitBreach, 'kind' | 'limit' | 'held'>): string {
  return breach.kind === 'order'
    ? `One order can include at most ${works(breach.limit)}. To buy more, please contact the artist.`
    : `You already have ${works(breach.held)} on hold in an order awaiting payment, and one buyer can hold at most ${works(breach.limit)} at a time. Please complete that payment first, or contact the artist.`;
}
