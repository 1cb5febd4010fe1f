import type { CartItem, Quote } from '@atelier/core';

/**
 * The quote if it prices exactly these works; undefined for a quote of other works (the
 * previous cart, kept on screen while the next quote loads), which must not price these.
 */
export const quoteOfCart = (items: readonly CartItem[], quote: Quote | undefined) =>
  quote &&
  quote.lines.length === items.length &&
  items.every((item) => quote.lines.some((line) => line.artwork_id === item.artwork_id))
    ? quote
    : undefined;
