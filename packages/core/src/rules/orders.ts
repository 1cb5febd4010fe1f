/** Order statuses, their labels and carriers' tracking links: plain data, no zod. */
/**
 * pending_payment → paid → shipped → delivered; a pending order may be cancelled or expire
 * (its works are released), a paid one may be cancelled or refunded.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How an order began: a buyer's checkout (its hold lasts minutes, with one Stripe page that
 * expires with it), or a reservation the artist made for a buyer (an accepted offer, or
 * "Reserve for a buyer"): its hold lasts days, and Stripe pages are opened as the buyer asks.
 */
export const ORDER_KINDS = ['checkout', 'reservation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Tracking pages of the carriers the artist is likely to use; others get no link. */
const TRACKING_URLS: [RegExp, (n: string) => string][] = [
  [/^usps$/i, (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`],
  [/^ups$/i, (n) => `https://www.ups.com/track?tracknum=${n}`],
  [/^fedex$/i, (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`],
  [/^dhl/i, (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`],
];

/** Link to the carrier's tracking page for USPS, UPS, FedEx and DHL; null for other carriers. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const match = TRACKING_URLS.find(([re]) => re.test(carrier.trim()));
  return match ? match[1](encodeURIComponent(trackingNumber.trim())) : null;
}
