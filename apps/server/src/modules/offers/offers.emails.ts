import { centsToDollars, formatPrice } from '@atelier/core';
import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail } from '../mail/templates.service';

/** What every offer email needs besides the offer. */
export interface OfferEmailContext {
  siteName: string;
  publicUrl: string;
  artistEmail: string;
}

interface Buyer {
  email: string;
  name: string;
}

const money = (cents: number) => formatPrice(centsToDollars(cents));
const hello = (b: Buyer) => `Dear ${b.name.split(/\s+/)[0] || b.name},`;
export const counterUrl = (c: OfferEmailContext, token: string) =>
  `${c.publicUrl}/offers/${encodeURIComponent(token)}`;

/** To the artist: a new offer to answer. */
export function newOfferAlertEmail(
  c: OfferEmailContext,
  b: Buyer & { amountCents: number; note: string | null },
  title: string,
): OutgoingEmail {
  return {
    to: c.artistEmail,
    replyTo: b.email,
    subject: `New offer on “${title}”: ${money(b.amountCents)}`,
    kind: 'offer_notification',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'A new offer',
      paragraphs: [`${b.name} (${b.email}) offers ${money(b.amountCents)} for “${title}”.`],
      ...(b.note ? { quote: b.note } : {}),
      action: { label: 'Answer the offer', url: `${c.publicUrl}/admin/inbox?kind=offer` },
    }),
  };
}

/** To the buyer: the offer was declined (by the artist, or below the hidden minimum). */
export function offerDeclinedEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
  note: string | null,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `Your offer on “${title}”`,
    kind: 'offer_declined',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Thank you for your offer',
      paragraphs: [
        hello(b),
        `Thank you for your interest in “${title}”. I am not able to accept your offer, but I am glad the work spoke to you.`,
        'If you would like to talk about it, just reply to this email.',
      ],
      ...(note ? { quote: note } : {}),
    }),
  };
}

/** To the buyer: a counter-offer, with the link that accepts it. */
export function counterOfferEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
  counterCents: number,
  token: string,
  note: string | null,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `A counter-offer on “${title}”`,
    kind: 'offer_countered',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'A counter-offer',
      paragraphs: [
        hello(b),
        `Thank you for your offer on “${title}”. I can let it go for ${money(counterCents)}.`,
        'If that suits you, accept it from the link below: the work will then be reserved for you while you pay.',
      ],
      ...(note ? { quote: note } : {}),
      action: { label: 'See the counter-offer', url: counterUrl(c, token) },
    }),
  };
}

/** To the buyer: the work is reserved for them; the link is their private payment page. */
export function reservedEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
  totalCents: number,
  days: number,
  paymentUrl: string,
  instructions: string,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `“${title}” is reserved for you`,
    kind: 'offer_reserved',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'The work is reserved for you',
      paragraphs: [
        hello(b),
        `“${title}” is reserved for you for ${days} day${days === 1 ? '' : 's'}, at a total of ${money(totalCents)} including shipping and tax. Here is how to pay:`,
        instructions,
      ],
      action: { label: 'Your reservation and how to pay', url: paymentUrl },
    }),
  };
}

/** To the buyer, a day before their reservation ends unpaid: the link to pay, once more. */
export function reservationReminderEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
  totalCents: number,
  paymentUrl: string,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `“${title}” is reserved for you until tomorrow`,
    kind: 'reservation_reminder',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Your reservation ends tomorrow',
      paragraphs: [
        hello(b),
        `“${title}” is still reserved for you, at a total of ${money(totalCents)}. The reservation ends within a day; after that the work goes back on sale.`,
        'If something has come up, just reply to this email.',
      ],
      action: { label: 'Your reservation and how to pay', url: paymentUrl },
    }),
  };
}

/** To the buyer: the reservation ended unpaid, the work is back on sale. */
export function reservationEndedEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `Your reservation of “${title}” has ended`,
    kind: 'reservation_ended',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Your reservation has ended',
      paragraphs: [
        hello(b),
        `The reservation of “${title}” ended before it was paid, so the work is back on sale.`,
        'If you would still like it, reply to this email and I will see what I can do.',
      ],
    }),
  };
}

/** To the artist: a reservation ended unpaid and its work is back on sale. */
export function reservationEndedAlertEmail(
  c: OfferEmailContext,
  b: Buyer,
  title: string,
  orderNumber: string,
): OutgoingEmail {
  return {
    to: c.artistEmail,
    replyTo: b.email,
    subject: `Reservation ended: “${title}” is back on sale`,
    kind: 'reservation_ended_alert',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'A reservation ended unpaid',
      paragraphs: [
        `${b.name} (${b.email}) did not pay for “${title}” (order ${orderNumber}) in time. The work is back on sale, and ${b.name} has been told.`,
      ],
      action: { label: 'Your offers', url: `${c.publicUrl}/admin/inbox?kind=offer` },
    }),
  };
}

/** The artist's written reply from the Offers screen; the buyer's answer reaches the artist. */
export function offerReplyEmail(
  c: OfferEmailContext,
  b: Buyer & { token: string },
  title: string,
  message: string,
): OutgoingEmail {
  return {
    to: b.email,
    replyTo: c.artistEmail,
    subject: `About your offer on “${title}”`,
    kind: 'offer_reply',
    ...renderEmail({
      siteName: c.siteName,
      heading: `About “${title}”`,
      paragraphs: [hello(b), 'A message from the artist about your offer:'],
      quote: message,
      action: { label: 'Your offer', url: counterUrl(c, b.token) },
      footer: ['Reply to this email to answer the artist directly.'],
    }),
  };
}
