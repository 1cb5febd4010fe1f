import type { ShopPricing } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { frameCosts, getValues } from './settings.service';

export interface ShopSettings {
  pricing: ShopPricing;
  framingEnabled: boolean;
  holdMinutes: number;
  /** Days an order paid by transfer or check holds its works (decision 047). */
  manualHoldDays: number;
  /** The most works one order, or one buyer across pending orders, may hold. */
  maxHeldWorks: number;
  ordersEnabled: boolean;
  paymentInstructions: string;
  siteName: string;
}

const KEYS = [
  'site_name',
  'framing_enabled',
  'shipping_domestic_country',
  'shipping_domestic_per_work',
  'shipping_international_per_work',
  'free_shipping_threshold',
  'tax_rate_percent',
  'tax_regions',
  'checkout_hold_minutes',
  'manual_payment_hold_days',
  'checkout_max_held_works',
  'payment_instructions',
  'orders_enabled',
] as const;

/** Every setting checkout needs, in two queries; a missing row falls back to its default. */
export async function shopSettings(db: DbOrTx): Promise<ShopSettings> {
  const [values, frames] = await Promise.all([getValues(db, KEYS), frameCosts(db)]);
  return {
    pricing: {
      frameCosts: frames,
      domesticCountry: values.shipping_domestic_country,
      domesticPerWork: values.shipping_domestic_per_work,
      internationalPerWork: values.shipping_international_per_work,
      freeShippingThreshold: values.free_shipping_threshold,
      taxRatePercent: values.tax_rate_percent,
      taxRegions: values.tax_regions,
    },
    framingEnabled: values.framing_enabled,
    holdMinutes: values.checkout_hold_minutes,
    manualHoldDays: values.manual_payment_hold_days,
    maxHeldWorks: values.checkout_max_held_works,
    ordersEnabled: values.orders_enabled,
    paymentInstructions: values.payment_instructions,
    siteName: values.site_name,
  };
}
