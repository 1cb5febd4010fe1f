import {
  centsToDollars,
  COUNTRY_CODES,
  computeQuote,
  countryName,
  type CheckoutLine,
  type CheckoutOptions,
  type Quote,
  type QuoteCents,
  type QuoteInput,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError, validation } from '../../lib/errors';
import { checkStock, unavailable, type StockRow } from '../orders/stock.service';
import { shopSettings, type ShopSettings } from '../settings/shop-settings.service';

export type CheckoutDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log' | 'secrets'>;

export const ORDERS_PAUSED =
  'The shop is not taking orders at the moment. Please get in touch instead.';

export function guard(settings: ShopSettings, lines: readonly CheckoutLine[]) {
  if (!settings.ordersEnabled) throw new AppError(403, 'orders_disabled', ORDERS_PAUSED);
  if (!settings.framingEnabled) {
    const framed = lines.findIndex((l) => l.framing_option !== 'unframed');
    if (framed >= 0)
      throw validation(
        `lines.${framed}.framing_option`,
        'Framing is not offered at the moment; choose unframed',
      );
  }
}

/** Prices lines the stock check accepted, from the database prices. */
export function price(
  lines: readonly CheckoutLine[],
  rows: Map<number, StockRow>,
  destination: QuoteInput['destination'],
  settings: ShopSettings,
) {
  return computeQuote(
    lines.map((l) => ({ ...l, unit_price_cents: rows.get(l.artwork_id)!.price_cents! })),
    destination,
    settings.pricing,
  );
}

function toApiQuote(q: QuoteCents, rows: Map<number, StockRow>, settings: ShopSettings): Quote {
  return {
    lines: q.lines.map((l) => {
      const row = rows.get(l.artwork_id)!;
      return {
        artwork_id: l.artwork_id,
        title: row.title,
        image_url: row.thumbnail_url ?? row.primary_image_url,
        quantity: l.quantity,
        framing_option: l.framing_option,
        unit_price: centsToDollars(l.unit_price_cents),
        frame_surcharge: centsToDollars(l.frame_surcharge_cents),
        line_total: centsToDollars(l.line_total_cents),
      };
    }),
    item_count: q.item_count,
    subtotal: centsToDollars(q.subtotal_cents),
    frames: centsToDollars(q.frames_cents),
    shipping: centsToDollars(q.shipping_cents),
    shipping_zone: q.shipping_zone,
    free_shipping: q.free_shipping,
    free_shipping_threshold:
      settings.pricing.freeShippingThreshold > 0 ? settings.pricing.freeShippingThreshold : null,
    tax: centsToDollars(q.tax_cents),
    taxable: q.taxable,
    tax_rate_percent: q.tax_rate_percent,
    total: centsToDollars(q.total_cents),
    currency: 'usd',
  };
}

export async function checkoutOptions(deps: CheckoutDeps): Promise<CheckoutOptions> {
  const s = await shopSettings(deps.db);
  return {
    orders_enabled: s.ordersEnabled,
    payment_provider: deps.config.stripe ? 'stripe' : 'manual',
    hold_minutes: s.holdMinutes,
    manual_hold_days: s.manualHoldDays,
    max_held_works: s.maxHeldWorks,
    domestic_country: s.pricing.domesticCountry,
    framing_enabled: s.framingEnabled,
    countries: COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  };
}

/** The server's price of a cart to a destination; 409 when a work cannot be ordered. Reads only. */
export async function quote(db: DbOrTx, input: QuoteInput, previewAccess: boolean): Promise<Quote> {
  const settings = await shopSettings(db);
  guard(settings, input.lines);
  const { rows, problems } = await checkStock(db, input.lines, { lock: false, previewAccess });
  if (problems.length) throw unavailable(problems);
  return toApiQuote(price(input.lines, rows, input.destination, settings), rows, settings);
}
