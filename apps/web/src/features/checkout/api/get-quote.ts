import type { Quote, QuoteInput } from '@atelier/core';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the browser sends for a quote: lines (never prices) and where they ship. */
export type QuoteRequest = z.input<typeof QuoteInput>;

/** POST /checkout/quote: the server prices the lines to the destination (409 names unavailable works). */
export const getQuote = (input: QuoteRequest) => api.post<Quote>('/checkout/quote', input);

export const quoteQueryOptions = (input: QuoteRequest) =>
  queryOptions({
    // Keyed by every input: a new line, quantity, framing or destination is a new quote.
    queryKey: ['checkout', 'quote', input],
    queryFn: () => getQuote(input),
    // Stock changes while a buyer types; a quote older than this is asked again.
    staleTime: 30_000,
  });

/**
 * The live quote. The previous answer stays on screen (marked as updating) while the next one
 * loads, so the totals never flash empty as the buyer types an address.
 */
export const useQuote = (input: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(input ?? { lines: [], destination: { country: '' } }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
