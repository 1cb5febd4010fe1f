import { z } from 'zod';
import { CONTACT_MESSAGE_MIN } from '../constants';
import { MESSAGES } from '../messages';

export const ContactMessageInput = z.object({
  name: z.string().trim().min(1, { error: MESSAGES.nameRequired }).max(120),
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
  subject: z.string().trim().max(200).optional(),
  message: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.messageRequired })
    .min(CONTACT_MESSAGE_MIN, { error: MESSAGES.messageTooShort })
    .max(10_000),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
