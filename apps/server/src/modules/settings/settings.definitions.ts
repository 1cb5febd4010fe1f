import {
  DEFAULT_FRAME_COSTS,
  DEFAULT_MANUAL_HOLD_DAYS,
  DEFAULT_MAX_HELD_WORKS,
  DOLLARS,
  INT4,
  type SETTING_CATEGORIES,
  MANUAL_HOLD_DAYS_RANGE,
  MAX_HELD_WORKS_RANGE,
  decimal,
  integer,
  isCountryCode,
  parseTaxRegions,
  text as storable,
} from '@atelier/core';
import { z } from 'zod';

export interface SettingDefinition {
  category: (typeof SETTING_CATEGORIES)[number];
  isPublic: boolean;
  description: string;
  schema: z.ZodType<string | number | boolean | null>;
  default: string | number | boolean | null;
  /** Stored hashed and never returned: the admin only learns whether it is set. */
  secret?: boolean;
}

const money = integer(DOLLARS, {
  min: 0,
  max: 1_000_000,
  error: 'must be a number',
  int: 'must be whole dollars',
});
const optionalUrl = z.union([
  z.literal(''),
  storable().pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  z.null(),
]);
const text = (max: number) => storable().trim().max(max);
const countryCode = storable()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'must be a two-letter ISO country code, e.g. US' });
const taxRegions = text(1000).refine((v) => parseTaxRegions(v) !== null, {
  error: 'must list ISO 3166-2 regions or countries separated by commas, e.g. US-ME, US-NH, GB',
});
const percent = decimal(INT4, {
  min: 0,
  max: 30,
  error: 'must be a number',
  tooBig: 'must be at most 30',
}).refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, {
  error: 'must have at most 3 decimals',
});
const DEFAULT_PAYMENT_INSTRUCTIONS =
  'Thank you for your order. The work is reserved for you while you pay. Please pay by bank transfer or check: I will email you the details within one business day, and ship the work as soon as payment arrives. Questions? Just reply to this email.';

/**
 * Every setting the product knows. Unknown keys are refused, each value is validated by its
 * schema, and only `isPublic` settings are readable without a token. `satisfies` keeps each
 * entry's own schema type, so `SettingKey` and `SettingValue<K>` follow from this table: a
 * mistyped key fails typecheck, and `getValue(db, 'checkout_hold_minutes')` is a number.
 */
export const SETTINGS = {
  site_name: {
    category: 'general',
    isPublic: true,
    description: 'Name shown in the header, titles and emails',
    schema: text(120).min(1),
    default: 'Elena Marsh',
  },
  site_tagline: {
    category: 'general',
    isPublic: true,
    description: 'Short line used in descriptions',
    schema: text(300),
    default: 'Contemporary oil paintings',
  },
  contact_email: {
    category: 'general',
    isPublic: true,
    description: 'Public contact address',
    schema: z.union([z.literal(''), storable().pipe(z.email())]),
    default: '',
  },
  instagram_url: {
    category: 'social',
    isPublic: true,
    description: 'Social profile linked from the header and footer',
    schema: optionalUrl,
    default: 'https://www.instagram.com/',
  },
  framing_enabled: {
    category: 'framing',
    isPublic: true,
    description: 'Offer framing on artwork pages',
    schema: z.boolean(),
    default: true,
  },
  frame_cost_simple_black: {
    category: 'framing',
    isPublic: true,
    description: 'Simple black frame surcharge (USD)',
    schema: money,
    default: DEFAULT_FRAME_COSTS.simple_black,
  },
  frame_cost_simple_white: {
    category: 'framing',
    isPublic: true,
    description: 'Simple white frame surcharge (USD)',
    schema: money,
    default: DEFAULT_FRAME_COSTS.simple_white,
  },
  frame_cost_museum_quality: {
    category: 'framing',
    isPublic: true,
    description: 'Museum quality frame surcharge (USD)',
    schema: money,
    default: DEFAULT_FRAME_COSTS.museum_quality,
  },
  shipping_domestic_country: {
    category: 'shop',
    isPublic: true,
    description: 'Country shipped to at the domestic rate (ISO code, e.g. US)',
    schema: countryCode,
    default: 'US',
  },
  shipping_domestic_per_work: {
    category: 'shop',
    isPublic: true,
    description: 'Domestic shipping per work (USD)',
    schema: money,
    default: 75,
  },
  shipping_international_per_work: {
    category: 'shop',
    isPublic: true,
    description: 'International shipping per work (USD)',
    schema: money,
    default: 250,
  },
  free_shipping_threshold: {
    category: 'shop',
    isPublic: true,
    description: 'Order subtotal from which shipping is free (USD); 0 = never',
    schema: money,
    default: 5000,
  },
  tax_rate_percent: {
    category: 'shop',
    isPublic: true,
    description: 'Sales tax rate in percent (on works and frames, not shipping)',
    schema: percent,
    default: 5.5,
  },
  tax_regions: {
    category: 'shop',
    isPublic: true,
    description:
      'Where tax applies: ISO 3166-2 regions or whole countries, comma-separated (e.g. US-ME, GB); empty = no tax',
    schema: taxRegions,
    default: 'US-ME',
  },
  checkout_hold_minutes: {
    category: 'shop',
    isPublic: true,
    description: 'Minutes an order paid by card holds its works while the buyer pays',
    schema: integer(INT4, {
      min: 5,
      max: 10_080,
      error: 'must be a number',
      int: 'must be whole minutes',
    }),
    default: 30,
  },
  manual_payment_hold_days: {
    category: 'shop',
    isPublic: true,
    description:
      'Days an order paid by bank transfer or check holds its works, to the end of the last day',
    schema: integer(INT4, {
      ...MANUAL_HOLD_DAYS_RANGE,
      error: 'must be a number',
      int: 'must be whole days',
      tooSmall: `must be at least ${MANUAL_HOLD_DAYS_RANGE.min} day`,
      tooBig: `must be at most ${MANUAL_HOLD_DAYS_RANGE.max} days`,
    }),
    default: DEFAULT_MANUAL_HOLD_DAYS,
  },
  checkout_max_held_works: {
    category: 'shop',
    isPublic: true,
    description:
      'Most works one order, or one buyer (by address or email) across orders awaiting payment, may hold; a larger cart is asked to get in touch',
    schema: integer(INT4, {
      ...MAX_HELD_WORKS_RANGE,
      error: 'must be a number',
      int: 'must be a whole number of works',
      tooSmall: `must be at least ${MAX_HELD_WORKS_RANGE.min}`,
      tooBig: `must be at most ${MAX_HELD_WORKS_RANGE.max}`,
    }),
    default: DEFAULT_MAX_HELD_WORKS,
  },
  payment_instructions: {
    category: 'shop',
    isPublic: false,
    description: 'How to pay, shown and emailed to buyers of manual-payment orders',
    schema: text(5000).min(1, { error: 'must not be empty' }),
    default: DEFAULT_PAYMENT_INSTRUCTIONS,
  },
  offers_enabled: {
    category: 'shop',
    isPublic: true,
    description:
      'Let visitors make an offer on available works (each work may also allow it alone)',
    schema: z.boolean(),
    default: false,
  },
  // Never public: an offer below it is declined politely, without saying where the line is.
  offer_minimum_percent: {
    category: 'shop',
    isPublic: false,
    description: 'Offers below this percentage of the price are declined automatically (0: none)',
    schema: integer(INT4, {
      min: 0,
      max: 100,
      error: 'must be a number',
      int: 'must be a whole percentage',
    }),
    default: 0,
  },
  reservation_days: {
    category: 'shop',
    isPublic: true,
    description: 'Days a work is reserved for a buyer after an accepted offer',
    schema: integer(INT4, {
      min: 1,
      max: 30,
      error: 'must be a number',
      int: 'must be whole days',
    }),
    default: 3,
  },
  orders_enabled: {
    category: 'shop',
    isPublic: true,
    description: 'Accept orders through checkout',
    schema: z.boolean(),
    default: true,
  },
  preview_password: {
    category: 'preview',
    isPublic: false,
    secret: true,
    description: 'Password of the preview collection',
    schema: z.union([
      storable().min(4, { error: 'must be at least 4 characters' }).max(200),
      z.null(),
    ]),
    default: null,
  },
  newsletter_sender_name: {
    category: 'newsletter',
    isPublic: false,
    description: 'Sender name on newsletters (empty = the site name)',
    schema: text(120),
    default: '',
  },
  newsletter_postal_address: {
    category: 'newsletter',
    isPublic: false,
    description: 'Postal address printed at the foot of every newsletter (required by CAN-SPAM)',
    schema: text(500),
    default: '',
  },
  newsletter_unsubscribe_mailto: {
    category: 'newsletter',
    isPublic: false,
    description:
      'Address that accepts unsubscribe requests by email (List-Unsubscribe mailto); empty = link only',
    schema: z.union([z.literal(''), storable().pipe(z.email())]),
    default: '',
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
/** What a setting holds: its schema's output (a secret holds its hash, or null). */
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

export const isKnownSetting = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** The definition of a key that came from outside (a URL, a request body); undefined if unknown. */
export const settingDefinition = (key: string): SettingDefinition | undefined =>
  isKnownSetting(key) ? SETTINGS[key] : undefined;
