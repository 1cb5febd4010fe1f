import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail } from '../mail/templates.service';
import type { OrderEmailContext } from './orders.emails';
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
