import { z } from 'zod';
import { CONTACT_MESSAGE_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { positiveId, text } from './primitives';

export const ContactMessageInput = z.object({
  name: text().trim().min(1, { error: MESSAGES.nameRequired }).max(120),
  email: text()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
  subject: text().trim().max(200).optional(),
  message: text()
    .trim()
    .min(1, { error: MESSAGES.messageRequired })
    .min(CONTACT_MESSAGE_MIN, { error: MESSAGES.messageTooShort })
    .max(10_000),
  /** Honeypot: hidden from people, filled by bots. */
  website: text().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

/**
 * "Ask about this work" on an artwork page: the contact form's name, email and message, with
 * the work it is about. It lands in the same inbox, linked to the work.
 */
export const ArtworkInquiryInput = ContactMessageInput.omit({ subject: true }).extend({
  artwork_id: positiveId('artwork_id'),
});
export type ArtworkInquiryInput = z.infer<typeof ArtworkInquiryInput>;

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The work an inquiry is about, while it exists. */
  artwork: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
