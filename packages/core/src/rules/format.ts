import { MESSAGES } from '../messages';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$1,200": whole US dollars with a $ sign and no decimals (SPEC §1). */
export const formatPrice = (dollars: number): string => usd.format(dollars);

/** Only "available" artworks can be bought and show a price (SPEC §4). */
export const isPurchasable = (availability: string): boolean => availability === 'available';

/** Label of an availability value: "Available", "Sold", anything else "Unavailable". */
export function availabilityLabel(availability: string): string {
  if (availability === 'available') return 'Available';
  if (availability === 'sold') return MESSAGES.sold;
  return MESSAGES.unavailable;
}
