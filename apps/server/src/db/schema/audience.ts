import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    source: text('source'),
    confirmed_at: tstz('confirmed_at'),
    unsubscribed_at: tstz('unsubscribed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    check('subscribers_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check('subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('subscribers_status_idx').on(t.status, t.created_at),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    is_read: boolean('is_read').notNull().default(false),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.created_at),
    index('contact_messages_read_idx').on(t.is_read),
  ],
);
