import {
  FRAMING_LABELS,
  centsToDollars,
  countryName,
  formatPrice,
  holdSentence,
  holdUntilWords,
  trackingUrl,
  type FramingOption,
} from '@atelier/core';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail, type EmailContent } from '../mail/templates.service';
import { getValue } from '../settings/settings.service';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** What every order email needs besides the order. */
export interface OrderEmailContext {
  siteName: string;
  publicUrl: string;
  artistEmail: string;
}

export async function emailContext(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'artistEmail'>,
): Promise<OrderEmailContext> {
  return {
    siteName: await getValue(db, 'site_name'),
    publicUrl: config.publicUrl,
    artistEmail: config.artistEmail,
  };
}

export const money = (cents: number) => formatPrice(centsToDollars(cents));
const framing = (option: string) => FRAMING_LABELS[option as FramingOption] ?? option;

/** The page where the buyer can see the order at any time. */
export const orderStatusUrl = (c: OrderEmailContext, order: OrderRow) =>
  `${c.publicUrl}/checkout/success?order=${encodeURIComponent(order.public_token)}`;
const adminUrl = (c: OrderEmailContext) => `${c.publicUrl}/admin/orders`;

/** One row per line, then the amounts: the same table in every order email. */
function summary(order: OrderRow, lines: OrderLineRow[]): [string, string][] {
  const rows: [string, string][] = lines.map((l) => [
    `${l.title} — ${framing(l.framing_option)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}`,
    money(l.line_total_cents),
  ]);
  rows.push(['Subtotal', money(order.subtotal_cents)]);
  rows.push(['Shipping', order.shipping_cents ? money(order.shipping_cents) : 'Free']);
  if (order.tax_cents)
    rows.push([`Tax (${Number(order.tax_rate_percent)}%)`, money(order.tax_cents)]);
  rows.push(['Total', money(order.total_cents)]);
  return rows;
}

export function addressText(order: OrderRow): string {
  const a = order.shipping_address;
  const cityLine = [a.city, [a.region, a.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [order.name, a.line1, a.line2, cityLine, countryName(a.country)]
    .filter(Boolean)
    .join('\n');
}

export const greeting = (order: OrderRow) => `Dear ${order.name},`;
export const units = (lines: OrderLineRow[]) => lines.reduce((n, l) => n + l.quantity, 0);

type Content = Omit<EmailContent, 'siteName'>;

/** An email to the buyer, answered to the artist; its button opens the order unless it says otherwise. */
export function toBuyer(
  c: OrderEmailContext,
  order: OrderRow,
  email: { subject: string; kind: string },
  content: Content,
): OutgoingEmail {
  return {
    to: order.email,
    replyTo: c.artistEmail,
    ...email,
    ...renderEmail({
      siteName: c.siteName,
      action: { label: 'View your order', url: orderStatusUrl(c, order) },
      ...content,
    }),
  };
}

/** An email to the artist about an order, answered to the buyer; its button opens the orders. */
export function toArtist(
  c: OrderEmailContext,
  order: OrderRow,
  email: { subject: string; kind: string },
  content: Content,
): OutgoingEmail {
  return {
    to: c.artistEmail,
    replyTo: order.email,
    ...email,
    ...renderEmail({
      siteName: c.siteName,
      action: { label: 'Open orders', url: adminUrl(c) },
      ...content,
    }),
  };
}

/** Manual payment: the order is placed and the works held; how to pay. */
export function orderPlacedEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
  instructions: string,
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    { subject: `Order ${order.number} received — how to pay`, kind: 'order_confirmation' },
    {
      heading: 'Thank you for your order',
      paragraphs: [
        greeting(order),
        `Your order ${order.number} is placed. ${holdSentence(order.hold_expires_at, units(lines))} Here is how to pay:`,
        instructions,
        'I will let you know as soon as your payment arrives and again when the work ships.',
      ],
      details: summary(order, lines),
      quote: addressText(order),
      footer: [`Order ${order.number}. Reply to this email with any question.`],
    },
  );
}

/** Stripe: payment received, the order is confirmed. */
export function orderConfirmedEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    { subject: `Order ${order.number} confirmed`, kind: 'order_confirmation' },
    {
      heading: 'Thank you for your order',
      paragraphs: [
        greeting(order),
        `Your payment was received and order ${order.number} is confirmed. I will pack the work with care and email you the tracking number when it ships.`,
      ],
      details: summary(order, lines),
      quote: addressText(order),
      footer: [`Order ${order.number}. Reply to this email with any question.`],
    },
  );
}

/** Manual payment marked paid by the artist. */
export function paymentReceivedEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    { subject: `Payment received for order ${order.number}`, kind: 'order_paid' },
    {
      heading: 'Payment received',
      paragraphs: [
        greeting(order),
        `Thank you: your payment for order ${order.number} has arrived. I will email you the tracking number when the work ships.`,
      ],
      details: summary(order, lines),
    },
  );
}

/** To the artist: a new order (paid through Stripe, or placed and awaiting a manual payment). */
export function newOrderAlertEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
): OutgoingEmail {
  const paid = order.status === 'paid';
  return toArtist(
    c,
    order,
    {
      subject: `New order ${order.number}: ${money(order.total_cents)} ${paid ? '(paid)' : '(awaiting payment)'}`,
      kind: 'order_alert',
    },
    {
      heading: `New order ${order.number}`,
      paragraphs: [
        paid
          ? `${order.name} bought through Stripe and the payment is in. The work is marked sold; ship it and add the tracking number in the admin.`
          : `${order.name} placed an order for manual payment. The work is held until ${holdUntilWords(order.hold_expires_at)} while payment arrives; mark the order paid in the admin when it does.`,
      ],
      details: [
        ['Buyer', `${order.name} <${order.email}>`],
        ...(order.phone ? [['Phone', order.phone] as [string, string]] : []),
        ...summary(order, lines),
      ],
      quote: addressText(order),
      footer: [`Reply to this email to write to ${order.name}.`],
    },
  );
}

export function shippedEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
): OutgoingEmail {
  const url = trackingUrl(order.carrier, order.tracking_number);
  return toBuyer(
    c,
    order,
    { subject: `Your order ${order.number} has shipped`, kind: 'order_shipped' },
    {
      heading: 'Your painting is on its way',
      paragraphs: [
        greeting(order),
        `Order ${order.number} has shipped with ${order.carrier}. Tracking number: ${order.tracking_number}.`,
      ],
      details: lines.map((l) => [l.title, framing(l.framing_option)] as [string, string]),
      quote: addressText(order),
      action: url
        ? { label: 'Track your parcel', url }
        : { label: 'View your order', url: orderStatusUrl(c, order) },
      footer: [`Order ${order.number}. Reply to this email if anything arrives less than perfect.`],
    },
  );
}

export function cancelledEmail(
  c: OrderEmailContext,
  order: OrderRow,
  reason: string | null,
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    { subject: `Order ${order.number} cancelled`, kind: 'order_cancelled' },
    {
      heading: 'Your order was cancelled',
      paragraphs: [
        greeting(order),
        order.paid_at
          ? `Order ${order.number} has been cancelled. I will be in touch about returning your payment.`
          : `Order ${order.number} has been cancelled and nothing will be charged for it.`,
        ...(reason ? [reason] : []),
      ],
      action: { label: 'Browse the gallery', url: `${c.publicUrl}/artwork` },
      footer: ['Questions? Reply to this email.'],
    },
  );
}
