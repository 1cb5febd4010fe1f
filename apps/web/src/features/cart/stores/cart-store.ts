import {
  addToCart,
  DEFAULT_ADD_QUANTITY,
  isValidArtworkId,
  removeFromCart,
  STORAGE_KEYS,
  updateFraming,
  updateQuantity,
  validCartItems,
  type CartArtwork,
  type CartItem,
  type FramingOption,
} from '@atelier/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface CartState {
  items: CartItem[];
  /** Epoch milliseconds of the last change; null for a cart never touched. */
  updated_at: number | null;
  /** UI flag, never persisted (docs/product.md §3). */
  isCartOpen: boolean;
  /**
   * When a work was last added (epoch ms; never persisted): the open panel then says "Added to
   * cart!" under its title, in its own flow, where it covers nothing (decision 051).
   */
  addedAt: number | null;
  /** Adds (or merges) a line, opens the panel, which says so. Returns false for an invalid artwork id. */
  addItem: (artwork: CartArtwork, quantity?: number, framing?: FramingOption) => boolean;
  /** 0 or less removes the line. */
  updateQuantity: (artworkId: number, quantity: number) => void;
  updateFraming: (artworkId: number, framing: FramingOption) => void;
  removeItem: (artworkId: number) => void;
  clear: () => void;
  /** Opening drops invalid lines (docs/product.md §4). */
  openCart: () => void;
  closeCart: () => void;
}

type Persisted = Pick<CartState, 'items' | 'updated_at'>;

/** Keeps only valid lines of whatever was stored (old shapes, hand edits, other tabs). */
function restore(stored: unknown): Persisted {
  const value = (stored ?? {}) as Partial<Persisted>;
  return {
    items: Array.isArray(value.items) ? validCartItems(value.items) : [],
    updated_at: typeof value.updated_at === 'number' ? value.updated_at : null,
  };
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      const change = (items: CartItem[]) => set({ items, updated_at: Date.now() });
      return {
        items: [],
        updated_at: null,
        isCartOpen: false,
        addedAt: null,
        addItem: (artwork, quantity = DEFAULT_ADD_QUANTITY, framing = 'unframed') => {
          if (!isValidArtworkId(artwork?.id)) {
            // docs/product.md §8: an invalid id on add is only logged, never shown.
            console.warn('Cart: ignored an artwork with an invalid id', artwork?.id);
            return false;
          }
          change(addToCart(validCartItems(get().items), artwork, quantity, framing));
          set({ isCartOpen: true, addedAt: Date.now() });
          return true;
        },
        updateQuantity: (artworkId, quantity) =>
          change(updateQuantity(get().items, artworkId, quantity)),
        updateFraming: (artworkId, framing) =>
          change(updateFraming(get().items, artworkId, framing)),
        removeItem: (artworkId) => change(removeFromCart(get().items, artworkId)),
        clear: () => change([]),
        openCart: () => {
          const items = get().items;
          const valid = validCartItems(items);
          set(
            valid.length === items.length
              ? { isCartOpen: true }
              : { isCartOpen: true, items: valid, updated_at: Date.now() },
          );
        },
        closeCart: () => set({ isCartOpen: false, addedAt: null }),
      };
    },
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      version: 0,
      partialize: (state): Persisted => ({ items: state.items, updated_at: state.updated_at }),
      merge: (stored, current) => ({ ...current, ...restore(stored) }),
    },
  ),
);

// Another tab changed the cart: follow it so two tabs never overwrite each other's lines.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) void useCartStore.persist.rehydrate();
  });
}
