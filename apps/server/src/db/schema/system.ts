import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import type { DeepZoom, ImageJobStatus } from '@atelier/core';

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
    /** One-click unsubscribe address (RFC 8058) of an email to a subscriber. */
    list_unsubscribe: text('list_unsubscribe'),
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
    /**
     * Newsletter rows (decision 033): one per (issue, subscriber), written when sending
     * starts. The message is rendered at claim time from the issue and the subscriber's
     * current data, so subject/text_body hold only a summary for the admin.
     */
    newsletter_issue_id: integer('newsletter_issue_id'),
    subscriber_id: integer('subscriber_id'),
    /** Set by the newsletter worker just before the SMTP hand-off; the same on every retry. */
    message_id: text('message_id'),
  },
  (t) => [
    check(
      'email_outbox_status_check',
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
    index('email_outbox_due_idx').on(t.status, t.next_attempt_at),
    uniqueIndex('email_outbox_newsletter_recipient_idx').on(t.newsletter_issue_id, t.subscriber_id),
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
  /**
   * The upload as it came, in the private "originals" store (never served; decision 035). Null
   * for images uploaded before originals were kept.
   */
  original_key: text('original_key'),
  /** The tile pyramid of the original, once its job has built it (DeepZoom in packages/core). */
  deep_zoom: jsonb('deep_zoom').$type<DeepZoom>(),
  created_at: tstz('created_at').notNull().defaultNow(),
});

/**
 * The background work on one uploaded image (decision 035): its AVIF variants and its deep-zoom
 * tiles. Claimed with SKIP LOCKED under a lease that the worker renews while it runs, so a job
 * survives a restart (the lease runs out and another instance takes it) and runs once.
 */
export const imageJobs = pgTable(
  'image_jobs',
  {
    id: serial('id').primaryKey(),
    image_id: integer('image_id')
      .notNull()
      .unique()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImageJobStatus>().notNull().default('queued'),
    /** 0 to 100, for the admin. */
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
    locked_until: tstz('locked_until'),
    error: text('error'),
    created_at: tstz('created_at').notNull().defaultNow(),
    finished_at: tstz('finished_at'),
  },
  (t) => [
    check('image_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('image_jobs_due_idx').on(t.status, t.next_attempt_at),
  ],
);

/**
 * One row per backup made (decision 026): when, how it was started, where the archive is and
 * how it went. The admin's Backups screen and the scheduler read it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** manual (the admin), scheduled (the server's own schedule), command (`npm run backup`). */
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('running'),
    /** The archive's key in the backups store ("atelier-20261124T010203Z-ab12.zip"). */
    name: text('name').notNull(),
    bytes: integer('bytes'),
    error: text('error'),
    started_at: tstz('started_at').notNull().defaultNow(),
    finished_at: tstz('finished_at'),
    /** Set when retention deleted the archive; the row stays as history. */
    deleted_at: tstz('deleted_at'),
  },
  (t) => [
    check('backup_runs_trigger_check', sql`${t.trigger} in ('manual', 'scheduled', 'command')`),
    check('backup_runs_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    index('backup_runs_started_idx').on(t.started_at),
  ],
);
