import type { CheckoutOptions } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /checkout/options: payment provider, countries, hold time and whether the shop is open. */
export const getCheckoutOptions = () => api.get<CheckoutOptions>('/checkout/options');

export const checkoutOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'options'], queryFn: getCheckoutOptions });

export const useCheckoutOptions = () => useQuery(checkoutOptionsQueryOptions());
