import { z } from 'zod';
import { PageQuery, QueryBoolean } from './common';
import { ContactMessage } from './contact';
import { text } from './primitives';

/** GET /admin/messages: newest first; `unread=true` keeps unread ones, `unread=false` read ones. */
export const MessageListQuery = PageQuery.extend({
  unread: QueryBoolean.optional(),
  search: text().trim().min(1).max(200).optional(),
  /** Only questions about a work ("Ask about this work"), or only other messages when false. */
  about_work: QueryBoolean.optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** A contact message as the admin inbox sees it. */
export const AdminContactMessage = ContactMessage.extend({
  /** When the artist marked it answered (they reply by email, outside the site). */
  answered_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const MessageUpdate = z
  .object({
    is_read: z.boolean({ error: 'Say whether the message is read' }).optional(),
    is_answered: z.boolean({ error: 'Say whether the message is answered' }).optional(),
  })
  .refine((u) => u.is_read !== undefined || u.is_answered !== undefined, {
    error: 'Say whether the message is read or answered',
  });
export type MessageUpdate = z.infer<typeof MessageUpdate>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
