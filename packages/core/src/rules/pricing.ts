import type { FrameCosts } from '../constants';
import { frameSurcharge } from './cart';
import { CENTS_PER_DOLLAR, dollarsToCents } from './money';

/**
 * The pricing of a checkout, pure and in integer cents: the server prices every order with
 * it (from database prices and settings, never from the browser) and the web may run it to
 * show the same numbers. Settings amounts are whole dollars, as the admin types them.
 */
export interface ShopPricing {
  frameCosts: FrameCosts;
  /** ISO 3166-1 alpha-2 country shipped to at the domestic rate. */
  domesticCountry: string;
  /** Shipping per work (per unit) in whole dollars. */
  domesticPerWork: number;
  internationalPerWork: number;
  /** Subtotal (works and frames) from which shipping is free, in whole dollars; 0 = never. */
  freeShippingThreshold: number;
  /** Percentage, e.g. 5.5. */
  taxRatePercent: number;
  /** Where tax applies: "US-ME, US-NH, GB" (ISO 3166-2 subdivisions or whole countries); empty = nowhere. */
  taxRegions: string;
}

export interface PricingLine {
  artwork_id: number;
  quantity: number;
  framing_option: string;
  /** The work's price in cents, read from the database. */
  unit_price_cents: number;
}

export interface PricingDestination {
  country: string;
  region?: string | null;
}

export interface PricedLine extends PricingLine {
  /** Frame surcharge per unit. */
  frame_surcharge_cents: number;
  /** (unit price + surcharge) × quantity. */
  line_total_cents: number;
}

export type ShippingZone = 'domestic' | 'international';

export interface QuoteCents {
  lines: PricedLine[];
  item_count: number;
  /** Works and frames: the sum of the line totals. */
  subtotal_cents: number;
  /** The frames' part of the subtotal. */
  frames_cents: number;
  shipping_zone: ShippingZone;
  free_shipping: boolean;
  shipping_cents: number;
  taxable: boolean;
  /** The rate applied (0 when the destination is not taxed). */
  tax_rate_percent: number;
  tax_cents: number;
  total_cents: number;
}

export interface TaxRegion {
  country: string;
  /** null: the whole country. */
  region: string | null;
}

const TAX_REGION = /^([A-Z]{2})(?:[-:]([A-Z0-9]{1,3}))?$/;

/**
 * "US-ME, us:nh, GB" -> [{US, ME}, {US, NH}, {GB, null}]. ISO 3166-2 ("US-ME") is the
 * documented form; "US:ME" is accepted too. Returns null when an entry is malformed.
 */
export function parseTaxRegions(text: string): TaxRegion[] | null {
  const entries = text
    .split(',')
    .map((e) => e.trim().toUpperCase())
    .filter(Boolean);
  const out: TaxRegion[] = [];
  for (const entry of entries) {
    const m = TAX_REGION.exec(entry);
    if (!m) return null;
    out.push({ country: m[1]!, region: m[2] ?? null });
  }
  return out;
}

/** True when the destination lies in one of the tax regions. */
export function isTaxable(destination: PricingDestination, taxRegions: string): boolean {
  const regions = parseTaxRegions(taxRegions) ?? [];
  const country = destination.country.trim().toUpperCase();
  const region = (destination.region ?? '').trim().toUpperCase();
  return regions.some((r) => r.country === country && (r.region === null || r.region === region));
}

/**
 * Tax on `subtotalCents` at `ratePercent`, rounded half up to the whole dollar so that the
 * total the buyer sees in whole dollars is exactly the amount charged. Integer arithmetic:
 * the rate is taken to thousandths of a percent.
 */
export function taxOn(subtotalCents: number, ratePercent: number): number {
  if (subtotalCents <= 0 || ratePercent <= 0) return 0;
  const rateMilli = Math.round(ratePercent * 1000);
  // dollars = cents × rate% / 100 / 100 = cents × rateMilli / 10^7
  const dollars = Math.floor((subtotalCents * rateMilli + 5_000_000) / 10_000_000);
  return dollars * CENTS_PER_DOLLAR;
}

export function shippingZone(
  destination: PricingDestination,
  domesticCountry: string,
): ShippingZone {
  return destination.country.trim().toUpperCase() === domesticCountry.trim().toUpperCase()
    ? 'domestic'
    : 'international';
}

/** Prices lines to a destination: surcharges, shipping per work, free-shipping threshold, tax on works and frames. */
export function computeQuote(
  lines: readonly PricingLine[],
  destination: PricingDestination,
  pricing: ShopPricing,
): QuoteCents {
  const priced: PricedLine[] = lines.map((line) => {
    const frame_surcharge_cents = dollarsToCents(
      frameSurcharge(line.framing_option, pricing.frameCosts),
    );
    return {
      ...line,
      frame_surcharge_cents,
      line_total_cents: (line.unit_price_cents + frame_surcharge_cents) * line.quantity,
    };
  });
  const item_count = priced.reduce((n, l) => n + l.quantity, 0);
  const subtotal_cents = priced.reduce((n, l) => n + l.line_total_cents, 0);
  const frames_cents = priced.reduce((n, l) => n + l.frame_surcharge_cents * l.quantity, 0);

  const zone = shippingZone(destination, pricing.domesticCountry);
  const perWork = zone === 'domestic' ? pricing.domesticPerWork : pricing.internationalPerWork;
  const threshold = dollarsToCents(pricing.freeShippingThreshold);
  const free_shipping = threshold > 0 && subtotal_cents >= threshold;
  const shipping_cents = free_shipping ? 0 : dollarsToCents(perWork) * item_count;

  const taxable = isTaxable(destination, pricing.taxRegions) && pricing.taxRatePercent > 0;
  const tax_rate_percent = taxable ? pricing.taxRatePercent : 0;
  const tax_cents = taxable ? taxOn(subtotal_cents, pricing.taxRatePercent) : 0;

  return {
    lines: priced,
    item_count,
    subtotal_cents,
    frames_cents,
    shipping_zone: zone,
    free_shipping,
    shipping_cents,
    taxable,
    tax_rate_percent,
    tax_cents,
    total_cents: subtotal_cents + shipping_cents + tax_cents,
  };
}
