import type { ShopPricing } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { SETTINGS, type SettingValue } from './settings.definitions';
import { findSettings } from './settings.repository';
import { frameCosts } from './settings.service';

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
  const value = <K extends (typeof KEYS)[number]>(key: K) =>
    (byKey.get(key) ?? SETTINGS[key].default) as SettingValue<K>;
  return {
    pricing: {
      frameCosts: frames,
      domesticCountry: value('shipping_domestic_country'),
      domesticPerWork: value('shipping_domestic_per_work'),
      internationalPerWork: value('shipping_international_per_work'),
      freeShippingThreshold: value('free_shipping_threshold'),
      taxRatePercent: value('tax_rate_percent'),
      taxRegions: value('tax_regions'),
    },
    framingEnabled: value('framing_enabled'),
    holdMinutes: value('checkout_hold_minutes'),
    maxHeldWorks: value('checkout_max_held_works'),
    ordersEnabled: value('orders_enabled'),
    paymentInstructions: value('payment_instructions'),
    siteName: value('site_name'),
  };
}
