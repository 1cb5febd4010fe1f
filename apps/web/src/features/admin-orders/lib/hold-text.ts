import { holdUntilWords, isDayHold, type OrderKind, type PaymentProvider } from '@atelier/core';
import { longDate } from '@/components/admin';

/**
 * Until when an order holds its works, as the buyer was told: the day of a hold paid by
 * transfer ("Thursday 10 December", the words of their emails), the date and time otherwise.
 */
export function heldUntilText(order: {
  kind: OrderKind;
  payment_provider: PaymentProvider;
  hold_expires_at: string;
}): string {
  return isDayHold(order) ? holdUntilWords(order.hold_expires_at) : longDate(order.hold_expires_at);
}
