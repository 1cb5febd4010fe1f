/** Test data for the checkout tests (imported by *.test.tsx only). */
import {
  holdLimitMessage,
  type CartItem,
  type HoldLimitDetails,
  type PlacedOrder,
  type PublicOrder,
  type Quote,
  type QuoteLine,
} from '@atelier/core';
import { BUYER_ADDRESS, ORDER_LINES_AND_TOTALS } from '@/test/factories';
import { fail, ok, type MockRequest } from '@/test/mock-api';
import { jsonResponse } from '@/test/render';

export { CHECKOUT_OPTIONS as OPTIONS } from '@/test/factories';

export const cartLine = (
  id: number,
  title: string,
  overrides: Partial<CartItem> = {},
): CartItem => ({
  artwork_id: id,
  quantity: 1,
  framing_option: 'unframed',
  // The snapshot's price is stale on purpose: the page must show the server's.
  artwork: { id, title, price: 100, primary_image_url: null },
  ...overrides,
});

/** Server prices by artwork id: deliberately not the cart snapshot's. */
const PRICES: Record<number, { title: string; price: number }> = {
  3: { title: 'Harbour Light', price: 1200 },
  5: { title: 'Pears', price: 400 },
  8: { title: 'Fog Study', price: 900 },
};
const SURCHARGE: Record<string, number> = { 'simple-black': 200, 'museum-quality': 500 };

/** A quote the way the server answers it: Maine is taxed at 5.5 %, shipping is $75 per work. */
export function quoteFor(body: unknown): Quote {
  const { lines, destination } = body as {
    lines: Array<{ artwork_id: number; quantity: number; framing_option: string }>;
    destination: { country: string; region?: string | null };
  };
  const priced: QuoteLine[] = lines.map((l) => {
    const surcharge = SURCHARGE[l.framing_option] ?? 0;
    const art = PRICES[l.artwork_id] ?? { title: `Work ${l.artwork_id}`, price: 500 };
    return {
      artwork_id: l.artwork_id,
      title: art.title,
      image_url: null,
      quantity: l.quantity,
      framing_option: l.framing_option,
      unit_price: art.price,
      frame_surcharge: surcharge,
      line_total: (art.price + surcharge) * l.quantity,
    };
  });
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = priced.reduce((n, l) => n + l.line_total, 0);
  const domestic = destination.country === 'US';
  const taxable = domestic && destination.region === 'ME';
  const shipping = (domestic ? 75 : 250) * items;
  const tax = taxable ? Math.round(subtotal * 0.055) : 0;
  return {
    lines: priced,
    item_count: items,
    subtotal,
    frames: priced.reduce((n, l) => n + l.frame_surcharge * l.quantity, 0),
    shipping,
    shipping_zone: domestic ? 'domestic' : 'international',
    free_shipping: false,
    free_shipping_threshold: 5000,
    tax,
    taxable,
    tax_rate_percent: taxable ? 5.5 : 0,
    total: subtotal + shipping + tax,
    currency: 'usd',
  };
}

export const quoteHandler = (request: MockRequest) => ok(quoteFor(request.body));

/** A 409 `unavailable` as quote and place order send it. */
export const refused = (
  details: Array<{ artwork_id: number; title: string | null; reason: string; available: number }>,
) => fail(409, 'Some works are no longer available', details);

/** A 409 `hold_limit` as place order sends it. */
export const holdLimited = (details: HoldLimitDetails) =>
  jsonResponse({ error: { message: holdLimitMessage(details), code: 'hold_limit', details } }, 409);

export const makeOrder = (overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  number: 'EM-1001',
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  status: 'pending_payment',
  status_label: 'Awaiting payment',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  shipping_address: BUYER_ADDRESS,
  ...ORDER_LINES_AND_TOTALS,
  kind: 'checkout',
  payment_provider: 'manual',
  payment_instructions: 'Please pay by bank transfer.\nIBAN to follow by email.',
  hold_expires_at: '2026-05-04T15:30:00Z',
  created_at: '2026-05-04T15:00:00Z',
  paid_at: null,
  shipped_at: null,
  delivered_at: null,
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  ...overrides,
});

export const placed = (payment: PlacedOrder['payment'], order = makeOrder()): PlacedOrder => ({
  order,
  payment,
});
