import { formatNumber } from './numbers';

/**
 * Money is integer cents inside (the database, the pricing rules) and whole US dollars
 * outside (the API, the screens, the emails, the settings the admin types). These two
 * converters are the only place the factor is written; `formatPrice` shows an amount.
 */
export const CENTS_PER_DOLLAR = 100;

/** Cents (database, pricing) → whole dollars (API, screens). */
export const centsToDollars = (cents: number): number => Math.round(cents / CENTS_PER_DOLLAR);

/** Dollars (API, settings) → integer cents (database, pricing). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * CENTS_PER_DOLLAR);

/** "$1,200": whole US dollars with a $ sign and no decimals (docs/product.md §1). */
export function formatPrice(dollars: number): string {
  const amount = formatNumber(dollars);
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}
