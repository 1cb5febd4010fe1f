import type { BuyerOffer } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';

const offerPath = (token: string) => `/offers/${encodeURIComponent(token)}`;

/** GET /offers/:token: the buyer's own offer, by the private link in their email. */
export const buyerOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['offers', token],
    queryFn: () => api.get<BuyerOffer>(offerPath(token)),
    // The artist may answer at any time: ask again whenever the page opens.
    staleTime: 0,
  });

export const useBuyerOffer = (token: string) => useQuery(buyerOfferQueryOptions(token));

/** POST /offers/:token/accept: the buyer takes the counter-offer; the work is reserved. */
export const useAcceptCounter = (token: string) =>
  useCacheMutation(
    () => api.post<BuyerOffer>(`${offerPath(token)}/accept`),
    (queryClient, offer) => queryClient.setQueryData(buyerOfferQueryOptions(token).queryKey, offer),
  );
