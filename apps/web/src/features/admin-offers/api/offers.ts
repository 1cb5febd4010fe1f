import type {
  CounterOfferInput,
  DeclineOfferInput,
  Offer,
  OfferMessage,
  OfferReplyInput,
  OfferWithWork,
  ReserveForBuyerInput,
} from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_PREFIXES } from '@/lib/query-keys';
import { useCacheMutation } from '@/lib/use-cache-mutation';

/** Prefix of the offers queries, for invalidation after an answer. */
export const offersBaseKey = ['admin', 'offers'] as const;
/** The inbox's queries (the messages feature's key): it lists offers with their state. */
const inboxKey = ['admin', 'inbox'] as const;

/** GET /admin/offers: the newest first, each with its work's title and reservation. */
export const offersQueryOptions = () =>
  queryOptions({
    queryKey: [...offersBaseKey, 'list'],
    queryFn: () => api.get<OfferWithWork[]>('/admin/offers'),
  });

export const useOffers = () => useQuery(offersQueryOptions());

export type OfferAnswer =
  | { action: 'accept' }
  | { action: 'counter'; body: CounterOfferInput }
  | { action: 'decline'; body: DeclineOfferInput };

/**
 * POST /admin/offers/{id}/accept | counter | decline. Awaits the list's refetch (and the
 * dashboard's counts), so the row shows its new state when the caller moves on.
 */
export const useAnswerOffer = () =>
  useCacheMutation(
    ({ id, answer }: { id: number; answer: OfferAnswer }) =>
      api.post<Offer>(
        `/admin/offers/${id}/${answer.action}`,
        answer.action === 'accept' ? undefined : answer.body,
      ),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersBaseKey }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        // A reservation changes what the work is (decision 048): its editor, lists and page.
        queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks }),
      ]),
  );

/** POST /admin/reservations: "reserve for a buyer", recorded as an offer accepted at once. */
export const useReserveForBuyer = () =>
  useCacheMutation(
    (input: ReserveForBuyerInput) => api.post<Offer>('/admin/reservations', input),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersBaseKey }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        // A reservation changes what the work is (decision 048): its editor, lists and page.
        queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks }),
      ]),
  );

/** GET /admin/offers/{id}/thread: what each side said and proposed, oldest first. */
export const offerThreadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...offersBaseKey, 'thread', id],
    queryFn: () => api.get<OfferMessage[]>(`/admin/offers/${id}/thread`),
  });

export const useOfferThread = (id: number) => useQuery(offerThreadQueryOptions(id));

/** POST /admin/offers/{id}/reply: emailed to the buyer and kept in the thread. */
export const useReplyToOffer = (id: number) =>
  useCacheMutation(
    (input: OfferReplyInput) => api.post<OfferMessage>(`/admin/offers/${id}/reply`, input),
    (queryClient) => queryClient.invalidateQueries(offerThreadQueryOptions(id)),
  );
