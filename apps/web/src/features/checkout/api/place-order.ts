import type { PlacedOrder, PlaceOrderInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PlaceOrderRequest = z.input<typeof PlaceOrderInput>;

/** POST /checkout/orders: holds the works and answers the order and how the buyer pays. */
export const placeOrder = (input: PlaceOrderRequest) =>
  api.post<PlacedOrder>('/checkout/orders', input);

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
