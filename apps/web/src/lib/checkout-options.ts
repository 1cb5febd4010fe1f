import type { CheckoutOptions } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /checkout/options: payment provider, countries, hold time and whether the shop is open;
 * read by the checkout and by an offer (which ships like a checkout).
 */
export const getCheckoutOptions = () => api.get<CheckoutOptions>('/checkout/options');

export const checkoutOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'options'], queryFn: getCheckoutOptions });

export const useCheckoutOptions = () => useQuery(checkoutOptionsQueryOptions());
