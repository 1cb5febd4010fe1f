import type { ShopPricing } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { SETTINGS } from '../settings/settings.definitions';
import { findSettings } from '../settings/settings.repository';
import { frameCosts } from '../settings/settings.service';

export interface ShopSettings {
  pricing: ShopPricing;
  framingEnabled: boolean;
  holdMinutes: number;
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
  'checkout_max_held_works',
  'payment_instructions',
  'orders_enabled',
] as const;

/** Every setting checkout needs, in two queries; a missing row falls back to its default. */
export async function shopSettings(db: DbOrTx): Promise<ShopSettings> {
  const [rows, frames] = await Promise.all([findSettings(db, [...KEYS]), frameCosts(db)]);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const value = <T>(key: (typeof KEYS)[number]): T =>
    (byKey.get(key) ?? SETTINGS[key]!.default) as T;
  return {
    pricing: {
      frameCosts: frames,
      domesticCountry: value<string>('shipping_domestic_country'),
      domesticPerWork: value<number>('shipping_domestic_per_work'),
      internationalPerWork: value<number>('shipping_international_per_work'),
      freeShippingThreshold: value<number>('free_shipping_threshold'),
      taxRatePercent: value<number>('tax_rate_percent'),
      taxRegions: value<string>('tax_regions'),
    },
    framingEnabled: value<boolean>('framing_enabled'),
    holdMinutes: value<number>('checkout_hold_minutes'),
    maxHeldWorks: value<number>('checkout_max_held_works'),
    ordersEnabled: value<boolean>('orders_enabled'),
    paymentInstructions: value<string>('payment_instructions'),
    siteName: value<string>('site_name'),
  };
}
