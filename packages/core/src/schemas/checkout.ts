import { z } from 'zod';
import { FRAMING_OPTIONS } from '../constants';
import { MESSAGES } from '../messages';
import { isCountryCode } from '../rules/countries';
import { POSTAL_CODE_PATTERNS, REGION_CODES } from '../rules/places';
import { PublicOrder } from './orders';
import { INT4, integer, positiveId, text } from './primitives';

/* ---------- input ---------- */

export const CHECKOUT_MAX_LINES = 50;
export const CHECKOUT_MAX_QUANTITY = 100;

/** One cart line as the browser sends it: never a price. */
export const CheckoutLine = z.object({
  artwork_id: positiveId('artwork_id'),
  quantity: integer(INT4, {
    min: 1,
    max: CHECKOUT_MAX_QUANTITY,
    error: 'Quantity must be a number',
    int: 'Quantity must be a whole number',
    tooSmall: 'Quantity must be at least 1',
    tooBig: `Quantity cannot exceed ${CHECKOUT_MAX_QUANTITY}`,
  }).default(1),
  framing_option: z
    .enum(FRAMING_OPTIONS, { error: `Framing must be one of ${FRAMING_OPTIONS.join(', ')}` })
    .default('unframed'),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

export const CheckoutLines = z
  .array(CheckoutLine)
  .min(1, { error: 'Your cart is empty' })
  .max(CHECKOUT_MAX_LINES, { error: `A cart holds at most ${CHECKOUT_MAX_LINES} lines` })
  .refine((lines) => new Set(lines.map((l) => l.artwork_id)).size === lines.length, {
    error: 'Each artwork may appear only once',
  });

const countryCode = text({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'Country must be a two-letter ISO country code' });

/** A region of a country with fixed regions must be one of its codes; elsewhere free text. */
function checkRegion(
  country: string,
  region: string | null | undefined,
  ctx: z.RefinementCtx,
  required: boolean,
) {
  const codes = REGION_CODES[country];
  if (!codes) return;
  if (!region) {
    if (required)
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: country === 'US' ? 'State is required' : 'Province is required',
      });
    return;
  }
  if (!Object.hasOwn(codes, region.toUpperCase())) {
    ctx.addIssue({
      code: 'custom',
      path: ['region'],
      message: country === 'US' ? 'Choose a US state' : 'Choose a province',
    });
  }
}

const regionText = text()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));

/** Where a quote ships to: enough for shipping and tax. */
export const QuoteDestination = z
  .object({
    country: countryCode,
    region: regionText,
    postal_code: text().trim().max(20).nullish(),
  })
  .superRefine((d, ctx) => checkRegion(d.country, d.region, ctx, false))
  .transform((d) => ({
    ...d,
    region: d.region && REGION_CODES[d.country] ? d.region.toUpperCase() : d.region,
  }));
export type QuoteDestination = z.infer<typeof QuoteDestination>;

export const QuoteInput = z.object({ lines: CheckoutLines, destination: QuoteDestination });
export type QuoteInput = z.infer<typeof QuoteInput>;

const required = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} is too long` });

export const ShippingAddressInput = z
  .object({
    line1: required('Address', 200),
    line2: text()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => (v ? v : null)),
    city: required('City', 100),
    region: regionText,
    postal_code: text()
      .trim()
      .max(20, { error: 'Postal code is too long' })
      .nullish()
      .transform((v) => (v ? v : null)),
    country: countryCode,
  })
  .superRefine((a, ctx) => {
    checkRegion(a.country, a.region, ctx, true);
    const format = POSTAL_CODE_PATTERNS[a.country];
    if (!format) return;
    if (!a.postal_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: a.country === 'US' ? 'ZIP code is required' : 'Postal code is required',
      });
    } else if (!format.pattern.test(a.postal_code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: `${a.country === 'US' ? 'Enter a valid ZIP code' : 'Enter a valid postal code'}, e.g. ${format.example}`,
      });
    }
  })
  .transform((a) => ({
    ...a,
    region: a.region && REGION_CODES[a.country] ? a.region.toUpperCase() : a.region,
    postal_code:
      a.postal_code && POSTAL_CODE_PATTERNS[a.country]
        ? a.postal_code.toUpperCase()
        : a.postal_code,
  }));
export type ShippingAddressInput = z.infer<typeof ShippingAddressInput>;

/** POST /checkout/orders. */
export const PlaceOrderInput = z.object({
  lines: CheckoutLines,
  email: text({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
  name: required('Name', 120),
  phone: z
    .preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? null : v),
      text()
        .trim()
        .max(40)
        .regex(/^\+?[\d\s().-]{6,}$/, { error: 'Enter a valid phone number' })
        .nullish(),
    )
    .transform((v) => v ?? null),
  shipping_address: ShippingAddressInput,
  newsletter_opt_in: z.boolean().default(false),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

/* ---------- output ---------- */

/** One priced line of a quote; every amount in whole US dollars. */
export const QuoteLine = z.object({
  artwork_id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  framing_option: z.string(),
  unit_price: z.number(),
  /** Per unit. */
  frame_surcharge: z.number(),
  /** (unit_price + frame_surcharge) × quantity. */
  line_total: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

/** POST /checkout/quote: the server's prices, whole US dollars (integer cents inside). */
export const Quote = z.object({
  lines: z.array(QuoteLine),
  item_count: z.number().int(),
  /** Works and frames. */
  subtotal: z.number(),
  /** The frames' part of the subtotal. */
  frames: z.number(),
  shipping: z.number(),
  shipping_zone: z.enum(['domestic', 'international']),
  free_shipping: z.boolean(),
  /** Subtotal from which shipping is free; null when it never is. */
  free_shipping_threshold: z.number().nullable(),
  tax: z.number(),
  taxable: z.boolean(),
  tax_rate_percent: z.number(),
  total: z.number(),
  currency: z.literal('usd'),
});
export type Quote = z.infer<typeof Quote>;

/** GET /checkout/options: what the checkout page needs before the buyer types anything. */
export const CheckoutOptions = z.object({
  orders_enabled: z.boolean(),
  /** 'stripe': the buyer is sent to Stripe Checkout; 'manual': the order is placed and the artist's instructions shown. */
  payment_provider: z.enum(['manual', 'stripe']),
  /** How long a placed order holds its works. */
  hold_minutes: z.number().int(),
  /** How many days an order paid by transfer or check holds its works (to the end of the last). */
  manual_hold_days: z.number().int(),
  /** The most works one order, or one buyer across pending orders, may hold; more: contact the artist. */
  max_held_works: z.number().int(),
  domestic_country: z.string(),
  framing_enabled: z.boolean(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const UNAVAILABLE_REASONS = [
  'sold',
  'reserved',
  'insufficient_stock',
  'unavailable',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/**
 * `details` of a 409 `unavailable` error from quote or place-order, one per refused line.
 * `title` is null for works the buyer may no longer see (hidden, gated, deleted);
 * `available` is how many may still be ordered (0 when sold or reserved).
 */
export const UnavailableLine = z.object({
  artwork_id: z.number().int(),
  title: z.string().nullable(),
  reason: z.enum(UNAVAILABLE_REASONS),
  available: z.number().int(),
});
export type UnavailableLine = z.infer<typeof UnavailableLine>;

/** `details` of a 409 `hold_limit` error from place-order (see `holdLimitBreach`). */
export const HoldLimitDetails = z.object({
  kind: z.enum(['order', 'buyer']),
  limit: z.number().int(),
  held: z.number().int(),
  requested: z.number().int(),
});
export type HoldLimitDetails = z.infer<typeof HoldLimitDetails>;

export const PaymentNext = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('manual'), instructions: z.string() }),
  z.object({ provider: z.literal('stripe'), checkout_url: z.string() }),
]);
export type PaymentNext = z.infer<typeof PaymentNext>;

/** 201 of POST /checkout/orders: the order (public shape) and what the buyer does next. */
export const PlacedOrder = z.object({ order: PublicOrder, payment: PaymentNext });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/**
 * POST /orders/:token/payment: Stripe's page of a pending card order: the open one again for a
 * buyer who left it unpaid, or, for a reservation, a new one while the reservation lasts.
 */
export const ResumePayment = z.object({ checkout_url: z.string() });
export type ResumePayment = z.infer<typeof ResumePayment>;

/** GET /orders/:token — the token is the order's unguessable public token (never its id). */
export const OrderTokenParam = z.object({
  token: text()
    .trim()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/** `session_id` comes back from Stripe Checkout on the success URL. */
export const OrderStatusQuery = z.object({ session_id: text().trim().max(255).optional() });
