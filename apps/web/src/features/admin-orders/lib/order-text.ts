import { countryName, type OrderAddress, type PaymentProvider } from '@atelier/core';

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  manual: 'Manual',
  stripe: 'Stripe',
};

/** Who made a change, as the history shows it: 'admin:3' -> 'You', 'stripe' -> 'Stripe'. */
export function actorLabel(actor: string): string {
  if (actor.startsWith('admin')) return 'You';
  if (actor === 'buyer') return 'Buyer';
  if (actor === 'stripe') return 'Stripe';
  return 'Automatically';
}

/** The lines of an address as a label prints them, country last. */
export function addressLines(address: OrderAddress): string[] {
  return [
    address.line1,
    address.line2,
    [address.city, address.region, address.postal_code].filter(Boolean).join(', '),
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}
