import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_COSTS } from '../constants';
import {
  addToCart,
  cartItemCount,
  cartSubtotal,
  frameSurcharge,
  isValidCartItem,
  lineTotal,
  removeFromCart,
  updateFraming,
  updateQuantity,
  type CartArtwork,
  type CartItem,
} from './cart';

const art = (id: number, price: number | null = 1000): CartArtwork => ({
  id,
  title: `Work ${id}`,
  price,
  primary_image_url: null,
});
const line = (id: number, quantity = 1, price: number | null = 1000): CartItem => ({
  artwork_id: id,
  quantity,
  framing_option: 'unframed',
  artwork: art(id, price),
});

describe('isValidCartItem', () => {
  it('accepts a positive id and quantity', () => expect(isValidCartItem(line(1))).toBe(true));
  it.each([0, -1, Number.NaN, '3', null, undefined])('rejects artwork_id %s', (artwork_id) =>
    expect(isValidCartItem({ ...line(1), artwork_id })).toBe(false),
  );
  it('rejects a zero quantity and non-objects', () => {
    expect(isValidCartItem({ ...line(1), quantity: 0 })).toBe(false);
    expect(isValidCartItem(null)).toBe(false);
    expect(isValidCartItem('x')).toBe(false);
  });
});

describe('addToCart', () => {
  it('appends a new line with quantity 1 and no framing by default', () => {
    expect(addToCart([], art(1))).toEqual([line(1)]);
  });
  it('raises the quantity of an existing line and keeps the latest framing', () => {
    const items = addToCart([line(1), line(2)], art(1), 2, 'simple-black');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ artwork_id: 1, quantity: 3, framing_option: 'simple-black' });
  });
  it('returns the same array for an invalid id or quantity', () => {
    const items = [line(1)];
    expect(addToCart(items, art(0))).toBe(items);
    expect(addToCart(items, art(-4))).toBe(items);
    expect(addToCart(items, art(2), 0)).toBe(items);
  });
});

describe('quantity, framing and removal', () => {
  it('updates a quantity and removes at 0 or less', () => {
    expect(updateQuantity([line(1)], 1, 4)[0]?.quantity).toBe(4);
    expect(updateQuantity([line(1), line(2)], 1, 0)).toEqual([line(2)]);
    expect(updateQuantity([line(1)], 1, -2)).toEqual([]);
  });
  it('changes the framing of one line', () => {
    expect(updateFraming([line(1), line(2)], 2, 'museum-quality')[1]?.framing_option).toBe(
      'museum-quality',
    );
  });
  it('removes a line', () => expect(removeFromCart([line(1), line(2)], 1)).toEqual([line(2)]));
});

describe('pricing', () => {
  it('maps framing options to the frame costs', () => {
    expect(frameSurcharge('unframed', DEFAULT_FRAME_COSTS)).toBe(0);
    expect(frameSurcharge('simple-black', DEFAULT_FRAME_COSTS)).toBe(200);
    expect(frameSurcharge('simple-white', DEFAULT_FRAME_COSTS)).toBe(200);
    expect(frameSurcharge('museum-quality', DEFAULT_FRAME_COSTS)).toBe(500);
    expect(frameSurcharge('gold-leaf', DEFAULT_FRAME_COSTS)).toBe(0);
    expect(
      frameSurcharge('simple-black', { simple_black: 250, simple_white: 0, museum_quality: 0 }),
    ).toBe(250);
  });
  it('computes a line total with surcharge and quantity', () => {
    expect(
      lineTotal({ ...line(1, 2), framing_option: 'museum-quality' }, DEFAULT_FRAME_COSTS),
    ).toBe(3000);
    expect(lineTotal(line(1, 2, null), DEFAULT_FRAME_COSTS)).toBe(0);
  });
  it('sums valid lines only for the subtotal and the count', () => {
    const items = [
      line(1, 2),
      { ...line(2), framing_option: 'simple-white' as const },
      { ...line(3), artwork_id: 0 },
    ];
    expect(cartSubtotal(items, DEFAULT_FRAME_COSTS)).toBe(2000 + 1200);
    expect(cartItemCount(items)).toBe(3);
    expect(cartSubtotal([], DEFAULT_FRAME_COSTS)).toBe(0);
  });
});
