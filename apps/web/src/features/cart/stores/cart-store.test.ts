import { STORAGE_KEYS, type CartArtwork } from '@atelier/core';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from './cart-store';

const art = (id: number, price = 1000): CartArtwork => ({
  id,
  title: `Work ${id}`,
  price,
  primary_image_url: null,
});
const state = () => useCartStore.getState();
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');

beforeEach(() => {
  useCartStore.setState({ items: [], updated_at: null, isCartOpen: false, addedAt: null });
  localStorage.clear();
});

describe('cart store', () => {
  it('adds a line, opens the panel and notes when (its "Added to cart!"), with no toast', () => {
    const success = vi.spyOn(toast, 'success');
    const before = Date.now();
    expect(state().addItem(art(1))).toBe(true);
    expect(state().items).toEqual([
      { artwork_id: 1, quantity: 1, framing_option: 'unframed', artwork: art(1) },
    ]);
    expect(state().isCartOpen).toBe(true);
    expect(state().addedAt).toBeGreaterThanOrEqual(before);
    // The panel says it, in its own flow: a toast above it covered its title.
    expect(success).not.toHaveBeenCalled();
    state().closeCart();
    expect(state().addedAt).toBeNull();
  });

  it('merges a second add of the same artwork', () => {
    state().addItem(art(1));
    state().addItem(art(1), 2, 'simple-black');
    expect(state().items).toHaveLength(1);
    expect(state().items[0]).toMatchObject({ quantity: 3, framing_option: 'simple-black' });
  });

  it('rejects an invalid id with a warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(state().addItem(art(0))).toBe(false);
    expect(state().addItem({ ...art(1), id: Number.NaN })).toBe(false);
    expect(state().items).toEqual([]);
    expect(state().isCartOpen).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('updates quantity and framing, removes at 0, removes and clears', () => {
    state().addItem(art(1));
    state().addItem(art(2));
    state().updateQuantity(1, 4);
    state().updateFraming(2, 'museum-quality');
    expect(state().items.map((i) => [i.quantity, i.framing_option])).toEqual([
      [4, 'unframed'],
      [1, 'museum-quality'],
    ]);
    state().updateQuantity(1, 0);
    expect(state().items.map((i) => i.artwork_id)).toEqual([2]);
    state().removeItem(2);
    expect(state().items).toEqual([]);
    state().addItem(art(3));
    state().clear();
    expect(state().items).toEqual([]);
  });

  it('persists only items and updated_at under cart-storage', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    state().addItem(art(5));
    const saved = stored();
    expect(Object.keys(saved.state).sort()).toEqual(['items', 'updated_at']);
    expect(saved.state.updated_at).toBe(1_700_000_000_000);
    expect(saved.state.items[0].artwork_id).toBe(5);
  });

  it('drops invalid lines when the panel opens', () => {
    useCartStore.setState({
      items: [
        { artwork_id: 1, quantity: 1, framing_option: 'unframed', artwork: art(1) },
        { artwork_id: -1, quantity: 1, framing_option: 'unframed', artwork: art(-1) },
      ],
    });
    state().openCart();
    expect(state().isCartOpen).toBe(true);
    expect(state().items.map((i) => i.artwork_id)).toEqual([1]);
  });

  it('drops invalid lines on rehydrate and never restores isCartOpen', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        state: {
          items: [
            { artwork_id: 7, quantity: 2, framing_option: 'simple-white', artwork: art(7) },
            { artwork_id: 'x', quantity: 1 },
            { artwork_id: 0, quantity: 1 },
            null,
          ],
          updated_at: 123,
          isCartOpen: true,
        },
        version: 0,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(state().items).toEqual([
      { artwork_id: 7, quantity: 2, framing_option: 'simple-white', artwork: art(7) },
    ]);
    expect(state().updated_at).toBe(123);
    expect(state().isCartOpen).toBe(false);
  });

  it('survives a corrupt stored cart', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ state: { items: 'nope' }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(state().items).toEqual([]);
  });
});
