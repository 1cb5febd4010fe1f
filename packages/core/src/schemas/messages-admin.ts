import { z } from 'zod';
import { PageQuery, QueryBoolean } from './common';
import { ContactMessage } from './contact';
import { text } from './primitives';

/** GET /admin/messages: newest first; `unread=true` keeps unread ones, `unread=false` read ones. */
export const MessageListQuery = PageQuery.extend({
  unread: QueryBoolean.optional(),
  search: text().trim().min(1).max(200).optional(),
  /** Only questions about a work ("Ask about this work"), as the Offers & inquiries screen lists. */
  about_work: QueryBoolean.optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** A contact message as the admin inbox sees it. */
export const AdminContactMessage = ContactMessage.extend({
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const MessageUpdate = z.object({
  is_read: z.boolean({ error: 'is_read must be true or false' }),
});
export type MessageUpdate = z.infer<typeof MessageUpdate>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
