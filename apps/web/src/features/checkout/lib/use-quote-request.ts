import { QuoteDestination, type CartItem } from '@atelier/core';
import { useMemo } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import type { QuoteRequest } from '../api/get-quote';

interface Destination {
  country: string;
  region: string;
  postal_code: string;
}

/** Lines as the server takes them: no price, no snapshot; unframed when framing is off. */
export const checkoutLines = (items: readonly CartItem[], framingEnabled: boolean) =>
  items.map((item) => ({
    artwork_id: item.artwork_id,
    quantity: item.quantity,
    framing_option: framingEnabled ? item.framing_option : ('unframed' as const),
  }));

/**
 * The quote to ask for: the cart lines and the destination typed so far, debounced so a quote
 * is asked once the buyer pauses. A region that is not (yet) valid is left out rather than
 * blocking the quote. Null while there is nothing to price.
 */
export function useQuoteRequest(
  items: readonly CartItem[],
  destination: Destination,
  framingEnabled: boolean,
): QuoteRequest | null {
  const debounced = useDebouncedValue(destination, 400);
  const { country, region, postal_code } = debounced;
  return useMemo(() => {
    if (items.length === 0 || !country) return null;
    const postal = postal_code.trim();
    const full = { country, ...(region && { region }), ...(postal && { postal_code: postal }) };
    const where = QuoteDestination.safeParse(full).success ? full : { country };
    return { lines: checkoutLines(items, framingEnabled), destination: where };
  }, [items, country, region, postal_code, framingEnabled]);
}
