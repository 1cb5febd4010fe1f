import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** Every email is a row first; the outbox worker delivers it (with retries) later. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Reply-To address (the visitor, on contact notifications). */
    reply_to: text('reply_to'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker's claim: other instances skip the row until it passes. */
    locked_until: tstz('locked_until'),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    /** When the last attempt failed for good; cleared when the admin sends it again. */
    failed_at: tstz('failed_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('email_outbox_due_idx').on(t.status, t.next_attempt_at),
  ],
);

export const uploadedImages = pgTable('uploaded_images', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  thumbnail_url: text('thumbnail_url').notNull(),
  storage_prefix: text('storage_prefix').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<{ width: number; url: string }[]>().notNull(),
  dominant_color: text('dominant_color'),
  original_name: text('original_name'),
  original_format: text('original_format').notNull(),
  bytes: integer('bytes').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
});
