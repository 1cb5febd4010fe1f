import { PAGE_TABLE } from '@atelier/core';
import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail } from '../mail/templates.service';

export interface WaitlistEmailContext {
  siteName: string;
  publicUrl: string;
}

const link = (c: WaitlistEmailContext, param: 'waitlist' | 'leave-waitlist', token: string) =>
  `${c.publicUrl}${PAGE_TABLE.mailingList.path()}?${param}=${encodeURIComponent(token)}`;

/** The double opt-in: nothing else is sent until the visitor presses the button it links to. */
export function confirmWaitlistEmail(
  c: WaitlistEmailContext,
  to: string,
  soldTitle: string,
  token: string,
): OutgoingEmail {
  return {
    to,
    subject: `Confirm: similar work to “${soldTitle}”`,
    kind: 'waitlist_confirm',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Hear about similar work',
      paragraphs: [
        `You asked to hear when work like “${soldTitle}” is ready. Please confirm that this address should get a short note when a new painting joins its collections.`,
        'If you did not ask, ignore this email: nothing more will be sent.',
      ],
      action: { label: 'Confirm', url: link(c, 'waitlist', token) },
    }),
  };
}

/** The notice: a new work in a collection the visitor waits on. */
export function similarWorkEmail(
  c: WaitlistEmailContext,
  to: string,
  token: string,
  work: { id: number; title: string },
): OutgoingEmail {
  return {
    to,
    subject: `New work: “${work.title}”`,
    kind: 'waitlist_notice',
    ...renderEmail({
      siteName: c.siteName,
      heading: `New work: “${work.title}”`,
      paragraphs: [
        `You asked to hear about work like a painting you could not buy then. “${work.title}” is new, in the same collection.`,
      ],
      action: { label: 'See the work', url: `${c.publicUrl}${PAGE_TABLE.artwork.path(work.id)}` },
      footer: ['You get this because you asked to hear about similar work.'],
      unsubscribeUrl: link(c, 'leave-waitlist', token),
    }),
  };
}
