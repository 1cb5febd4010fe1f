import type { OutgoingEmail } from '../mail/mailer.service';
import type { UnsubscribeLinks } from './newsletter-tokens.service';
import { renderEmail } from '../mail/templates.service';

/** What the newsletter emails need to know about the site and the reader. */
export interface EmailContext {
  siteName: string;
  to: string;
  firstName: string | null;
}

const greeting = (c: EmailContext) => (c.firstName ? `Hello ${c.firstName},` : 'Hello,');

export function confirmationEmail(c: EmailContext, confirmUrl: string): OutgoingEmail {
  return {
    to: c.to,
    subject: `Please confirm your subscription to ${c.siteName}`,
    kind: 'newsletter_confirm',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'One more step',
      paragraphs: [
        greeting(c),
        'Thank you for joining the mailing list. Please confirm that this address is yours, and you will hear about new paintings, exhibitions and studio news.',
        'The link is valid for 7 days.',
      ],
      action: { label: 'Confirm my subscription', url: confirmUrl },
      footer: ['If you did not ask to join, ignore this email: nothing will be sent to you.'],
    }),
  };
}

/** Sent instead of a confirmation when the address is already on the list. */
export function alreadySubscribedEmail(
  c: EmailContext,
  unsubscribe: UnsubscribeLinks,
): OutgoingEmail {
  return {
    to: c.to,
    listUnsubscribe: unsubscribe.oneClick,
    subject: `You're already on the ${c.siteName} mailing list`,
    kind: 'newsletter_already_subscribed',
    ...renderEmail({
      siteName: c.siteName,
      heading: "You're already subscribed",
      paragraphs: [
        greeting(c),
        'Someone (probably you) asked to join the mailing list with this address. It is already on the list, so nothing has changed.',
      ],
      footer: ['No longer interested? You can leave the list with one click.'],
      unsubscribeUrl: unsubscribe.page,
    }),
  };
}

export function welcomeEmail(c: EmailContext, unsubscribe: UnsubscribeLinks): OutgoingEmail {
  return {
    to: c.to,
    listUnsubscribe: unsubscribe.oneClick,
    subject: `Welcome to the ${c.siteName} mailing list`,
    kind: 'newsletter_welcome',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Welcome',
      paragraphs: [
        greeting(c),
        'Your subscription is confirmed. You will be the first to hear about new paintings, exhibitions and studio news.',
      ],
      footer: ['You can unsubscribe at any time with the link below.'],
      unsubscribeUrl: unsubscribe.page,
    }),
  };
}
