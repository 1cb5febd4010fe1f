import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail } from '../mail/templates.service';
import { greeting, money, toArtist, toBuyer, type OrderEmailContext } from './orders.emails';
import type { OrderRow } from './orders.repository';
import type { RefundRow } from './refunds.repository';

/** An amount in a currency's smallest unit, as people write it ("€0.01", "¥500"). */
export function minorUnitsText(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency.toUpperCase()} (smallest units)`;
  }
}

/**
 * A card payment named one of the shop's orders but was not that order's own (another Stripe
 * page, amount or currency): it was refunded, and the artist is told, never left unaware.
 */
export function unmatchedPaymentAlertEmail(
  c: OrderEmailContext,
  request: RefundRow,
  order: OrderRow | null,
): OutgoingEmail {
  const amount =
    request.amount !== null && request.currency
      ? minorUnitsText(request.amount, request.currency)
      : 'A payment';
  const named = order ? `order ${order.number}` : 'an order of the shop';
  return {
    to: c.artistEmail,
    subject: `A payment that did not match ${named} was refunded`,
    kind: 'payment_unmatched_alert',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'A payment was refunded automatically',
      paragraphs: [
        `${amount} was paid through Stripe for ${named}, but it was not that order's own payment: ${request.note ?? 'it did not match the order'}. It was refunded at once, and the order was left as it was.`,
        'If you did not expect this, look at the payment in your Stripe dashboard.',
      ],
      details: [
        ['Stripe payment', request.payment_intent],
        ...(order ? ([['Order', order.number]] as [string, string][]) : []),
      ],
      action: { label: 'Open orders', url: `${c.publicUrl}/admin/orders` },
    }),
  };
}

export function refundEmail(
  c: OrderEmailContext,
  order: OrderRow,
  reason: string | null,
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    { subject: `Refund for order ${order.number}`, kind: 'order_refund' },
    {
      heading: 'Your refund',
      paragraphs: [
        greeting(order),
        `${money(order.total_cents)} for order ${order.number} has been refunded${order.payment_provider === 'stripe' ? ' to your card. It usually appears on your statement within 5 to 10 business days.' : '.'}`,
        ...(reason ? [reason] : []),
        'I am sorry for the disappointment.',
      ],
    },
  );
}

/** A payment came in for works that were meanwhile sold: refunded automatically. */
export const LATE_PAYMENT_REASON =
  'Your payment arrived after the reservation had run out, and the work was sold to another collector in the meantime. Your payment was refunded in full.';

export function autoRefundAlertEmail(c: OrderEmailContext, order: OrderRow): OutgoingEmail {
  return toArtist(
    c,
    order,
    { subject: `Order ${order.number} refunded automatically`, kind: 'order_refund_alert' },
    {
      heading: `Order ${order.number} was refunded`,
      paragraphs: [
        `A Stripe payment of ${money(order.total_cents)} from ${order.name} arrived after the work was no longer available, so it was refunded automatically and the buyer was told.`,
        'You may want to write to them: they clearly loved the work.',
      ],
      details: [['Buyer', `${order.name} <${order.email}>`]],
    },
  );
}
