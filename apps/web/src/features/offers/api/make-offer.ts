import type { MakeOfferInput, OfferReceipt } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /offers: the visitor's proposed price for one work; the answer says what happened. */
export const makeOffer = (input: MakeOfferInput) => api.post<OfferReceipt>('/offers', input);

export const useMakeOffer = () => useMutation({ mutationFn: makeOffer });
