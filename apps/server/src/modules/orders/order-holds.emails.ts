import { holdSentence, holdUntilWords } from '@atelier/core';
import type { OutgoingEmail } from '../mail/mailer.service';
import { greeting, toBuyer, units, type OrderEmailContext } from './orders.emails';
import type { OrderLineRow, OrderRow } from './orders.repository';

/**
 * What the buyer of a day-long hold is told besides the confirmation (decision 047): a day
 * before it ends, and when the artist gives them more time. Both name the day in the buyer's
 * words and repeat how to pay when the payment is manual.
 */

const howToPay = (order: OrderRow, instructions: string) =>
  order.payment_provider === 'manual'
    ? ['Here is how to pay, once more:', instructions]
    : ['You can pay by card from your order’s page.'];

/** A day before a hold paid by transfer ends. */
export function holdReminderEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
  instructions: string,
): OutgoingEmail {
  const day = holdUntilWords(order.hold_expires_at);
  return toBuyer(
    c,
    order,
    { subject: `Order ${order.number}: held for you until ${day}`, kind: 'order_hold_reminder' },
    {
      heading: 'A reminder about your order',
      paragraphs: [
        greeting(order),
        `${holdSentence(order.hold_expires_at, units(lines))} After that it goes back on sale.`,
        ...howToPay(order, instructions),
        'If your payment is already on its way, thank you: I will confirm as soon as it arrives. If you need a few more days, just reply to this email.',
      ],
      footer: [`Order ${order.number}. Reply to this email with any question.`],
    },
  );
}

/** The artist moved the hold's end to a later day. */
export function holdExtendedEmail(
  c: OrderEmailContext,
  order: OrderRow,
  lines: OrderLineRow[],
  instructions: string,
): OutgoingEmail {
  return toBuyer(
    c,
    order,
    {
      subject: `Order ${order.number}: held for you until ${holdUntilWords(order.hold_expires_at)}`,
      kind: 'order_hold_extended',
    },
    {
      heading: 'More time to pay',
      paragraphs: [
        greeting(order),
        `Good news: you have more time. ${holdSentence(order.hold_expires_at, units(lines))}`,
        ...howToPay(order, instructions),
      ],
      footer: [`Order ${order.number}. Reply to this email with any question.`],
    },
  );
}
