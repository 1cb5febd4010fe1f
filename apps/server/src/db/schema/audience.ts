import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_TOPICS,
  type NewsletterAudience,
  type SubscriberPreferences,
} from '@atelier/core';
import { searchTextOf } from '../search';
import { artworks, collections } from './catalogue';
import { belongsTo, timestamps, tstz } from './columns';

/** The known topics as a JSON array literal, for the check below. */
const ISSUE_STATUSES = sql.raw(`(${NEWSLETTER_ISSUE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const TOPICS = sql.raw(`'${JSON.stringify(NEWSLETTER_TOPICS)}'::jsonb`);

/** What the admin's search of subscribers reads: the email, first and last name. */
export const subscriberSearchText = searchTextOf('email', 'first_name', 'last_name');

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    /** `{ topics }`, only known topics (SubscriberPreferences); the check below holds it to that. */
    preferences: jsonb('preferences')
      .$type<SubscriberPreferences>()
      .notNull()
      .default({ topics: [] }),
    status: text('status').notNull().default('pending'),
    /** Where the signup came from (SUBSCRIBER_SOURCES; older or imported rows may hold others). */
    source: text('source'),
    confirmed_at: tstz('confirmed_at'),
    unsubscribed_at: tstz('unsubscribed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    check('subscribers_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check('subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'subscribers_preferences_check',
      sql`jsonb_typeof(${t.preferences}) = 'object' and coalesce(jsonb_typeof(${t.preferences} -> 'topics'), '') = 'array' and (${t.preferences} -> 'topics') <@ ${TOPICS} and (${t.preferences} - 'topics') = '{}'::jsonb`,
    ),
    index('subscribers_status_idx').on(t.status, t.created_at),
    // The admin's search (db/search.ts): a trigram index (pg_trgm) on the text it matches.
    index('subscribers_search_trgm_idx').using('gin', sql`${subscriberSearchText(t)} gin_trgm_ops`),
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
    /** When the artist marked it answered: they reply by email, outside the site (decision 051). */
    answered_at: tstz('answered_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** An inquiry from an artwork page ("Ask about this work"); kept if the work is deleted. */
    artwork_id: integer('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.created_at),
    index('contact_messages_artwork_idx').on(t.artwork_id),
    index('contact_messages_read_idx').on(t.is_read),
  ],
);

/** Issues the artist composes and sends (decision 033); recipients live in email_outbox. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default('draft'),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    body_html: text('body_html').notNull().default(''),
    audience: jsonb('audience').$type<NewsletterAudience>().notNull().default({ kind: 'all' }),
    early_access: boolean('early_access').notNull().default(false),
    publish_on_web: boolean('publish_on_web').notNull().default(false),
    web_slug: text('web_slug').notNull(),
    blog_post_id: integer('blog_post_id'),
    scheduled_at: tstz('scheduled_at'),
    /** When sending started (recipients written). */
    started_at: tstz('started_at'),
    sent_at: tstz('sent_at'),
    /** Rendered once when sending starts, personalised per recipient at claim time. */
    rendered_html: text('rendered_html'),
    rendered_text: text('rendered_text'),
    /**
     * The web archive's copy, frozen when sending starts and rendered for any visitor: a card
     * of a work in preview or an unpublished post is left out, and later edits change nothing.
     */
    web_html: text('web_html'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_issues_web_slug_idx').on(t.web_slug),
    // The statuses of core's issue lifecycle (decision 043): the table, not a copy of it.
    check('newsletter_issues_status_check', sql`${t.status} in ${ISSUE_STATUSES}`),
    index('newsletter_issues_due_idx').on(t.status, t.scheduled_at),
  ],
);

/** Unsubscribes attributed to the issue whose link was used (decision 033). */
export const newsletterUnsubscribes = pgTable(
  'newsletter_unsubscribes',
  {
    id: serial('id').primaryKey(),
    issue_id: belongsTo('issue_id', () => newsletterIssues.id),
    subscriber_id: integer('subscriber_id').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_unsubscribes_issue_idx').on(t.issue_id, t.subscriber_id)],
);

/**
 * "Tell me about similar work" (decision 034): one row per address per sold work it was asked
 * from, tagged with that work's collections. `pending` until the emailed link confirms it;
 * the same random token confirms and, later, leaves.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** The sold work it was asked from; kept if the work is deleted. */
    artwork_id: integer('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /**
     * 32 random bytes, base64url: the emailed links carry it, to confirm and later to leave.
     * Kept as is (as an offer's or an order's token): notices must put it in every email.
     */
    token: text('token').notNull(),
    ip: text('ip'),
    confirmed_at: tstz('confirmed_at'),
    left_at: tstz('left_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waitlist_entries_token_idx').on(t.token),
    uniqueIndex('waitlist_entries_email_work_idx').on(t.email, t.artwork_id),
    check('waitlist_entries_status_check', sql`${t.status} in ('pending', 'active', 'left')`),
    check('waitlist_entries_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('waitlist_entries_status_idx').on(t.status),
  ],
);

/** The collections an entry waits on: those of its work when it was asked. */
export const waitlistCollections = pgTable(
  'waitlist_collections',
  {
    entry_id: belongsTo('entry_id', () => waitlistEntries.id),
    collection_id: belongsTo('collection_id', () => collections.id),
  },
  (t) => [
    uniqueIndex('waitlist_collections_pk').on(t.entry_id, t.collection_id),
    index('waitlist_collections_collection_idx').on(t.collection_id),
  ],
);

/**
 * The notices sent: one per address per new work, whatever the number of entries or
 * instances (the unique index decides, in the transaction that queues the email).
 */
export const waitlistNotices = pgTable(
  'waitlist_notices',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    artwork_id: belongsTo('artwork_id', () => artworks.id),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waitlist_notices_email_work_idx').on(t.email, t.artwork_id)],
);
