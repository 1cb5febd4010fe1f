import { MESSAGES } from '../messages';

/** Only "available" artworks can be bought and show a price (docs/product.md §4). */
export const isPurchasable = (availability: string): boolean => availability === 'available';

/** Label of an availability value: "Available", "Sold", anything else "Unavailable". */
export function availabilityLabel(availability: string): string {
  if (availability === 'available') return 'Available';
  if (availability === 'sold') return MESSAGES.sold;
  return MESSAGES.unavailable;
}
