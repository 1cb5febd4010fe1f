import { DEFAULT_ADD_QUANTITY, type FrameCosts, type FramingOption } from '../constants';

/** What the cart remembers of an artwork when it is added (docs/product.md §3). */
export interface CartArtwork {
  id: number;
  title: string;
  /** Whole US dollars; null when the artwork has no price. */
  price: number | null;
  primary_image_url: string | null;
}

export interface CartItem {
  artwork_id: number;
  quantity: number;
  framing_option: FramingOption;
  artwork: CartArtwork;
}

/** docs/product.md §5: an artwork id must be a number greater than 0. */
export const isValidArtworkId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isFinite(id) && id > 0;

/**
 * A line survives only with a positive artwork id and a positive quantity; anything else
 * (hand-edited storage, an old cart shape) is dropped rather than shown broken.
 */
export const isValidCartItem = (item: unknown): item is CartItem => {
  if (typeof item !== 'object' || item === null) return false;
  const line = item as Partial<CartItem>;
  return (
    isValidArtworkId(line.artwork_id) &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
  );
};

/** Keeps the valid lines only. */
export const validCartItems = (items: readonly unknown[]): CartItem[] =>
  items.filter(isValidCartItem);

/**
 * Adds an artwork (docs/product.md §4): a line for the same artwork gets the quantity added and takes the
 * newly chosen framing (the visitor's latest choice wins); otherwise a line is appended.
 * An invalid artwork id or a non-positive quantity returns the same array, unchanged.
 */
export function addToCart(
  items: readonly CartItem[],
  artwork: CartArtwork,
  quantity: number = DEFAULT_ADD_QUANTITY,
  framing: FramingOption = 'unframed',
): CartItem[] {
  if (!isValidArtworkId(artwork.id) || !(quantity > 0)) return items as CartItem[];
  const existing = items.find((line) => line.artwork_id === artwork.id);
  if (!existing) {
    return [...items, { artwork_id: artwork.id, quantity, framing_option: framing, artwork }];
  }
  return items.map((line) =>
    line === existing
      ? { ...line, quantity: line.quantity + quantity, framing_option: framing, artwork }
      : line,
  );
}

/** Sets a line's quantity; 0 or less removes the line (docs/product.md §4). */
export function updateQuantity(
  items: readonly CartItem[],
  artworkId: number,
  quantity: number,
): CartItem[] {
  if (!(quantity > 0)) return removeFromCart(items, artworkId);
  return items.map((line) => (line.artwork_id === artworkId ? { ...line, quantity } : line));
}

export function updateFraming(
  items: readonly CartItem[],
  artworkId: number,
  framing: FramingOption,
): CartItem[] {
  return items.map((line) =>
    line.artwork_id === artworkId ? { ...line, framing_option: framing } : line,
  );
}

export const removeFromCart = (items: readonly CartItem[], artworkId: number): CartItem[] =>
  items.filter((line) => line.artwork_id !== artworkId);

/** Surcharge per unit for a framing option; unframed and unknown options cost nothing. */
export function frameSurcharge(option: string, frameCosts: FrameCosts): number {
  switch (option) {
    case 'simple-black':
      return frameCosts.simple_black;
    case 'simple-white':
      return frameCosts.simple_white;
    case 'museum-quality':
      return frameCosts.museum_quality;
    default:
      return 0;
  }
}

/** (price + surcharge) × quantity; a missing price counts as 0. */
export const lineTotal = (item: CartItem, frameCosts: FrameCosts): number =>
  ((item.artwork?.price ?? 0) + frameSurcharge(item.framing_option, frameCosts)) * item.quantity;

/** docs/product.md §9: sum over valid lines of (price + surcharge) × quantity. */
export const cartSubtotal = (items: readonly unknown[], frameCosts: FrameCosts): number =>
  validCartItems(items).reduce((sum, item) => sum + lineTotal(item, frameCosts), 0);

/** Total number of pieces (sum of quantities of valid lines): the header badge. */
export const cartItemCount = (items: readonly unknown[]): number =>
  validCartItems(items).reduce((sum, item) => sum + item.quantity, 0);
