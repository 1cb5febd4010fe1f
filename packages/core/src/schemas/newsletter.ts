import { z } from 'zod';
import { NEWSLETTER_TOPICS, SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { PageQuery } from './common';
import { text } from './primitives';

const name = text().trim().max(80).optional();

/**
 * What a subscriber chose to hear about: a defined shape, never free JSON. Unknown keys and
 * topics are refused; repeated topics are kept once, in NEWSLETTER_TOPICS order.
 */
export const SubscriberPreferences = z.strictObject({
  topics: z
    .array(z.enum(NEWSLETTER_TOPICS))
    .max(NEWSLETTER_TOPICS.length)
    .transform((topics) => NEWSLETTER_TOPICS.filter((t) => topics.includes(t))),
});
export type SubscriberPreferences = z.infer<typeof SubscriberPreferences>;

/** Footer signup: a valid address (docs/product.md §5). */
export const NewsletterSignupInput = z.object({
  email: text()
    .trim()
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
});
export type NewsletterSignupInput = z.infer<typeof NewsletterSignupInput>;

/** Preview gate "join" tab (docs/product.md §5). */
export const PreviewJoinInput = z.object({
  email: text()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmailAddress }).max(254)),
  first_name: name,
  last_name: name,
});
export type PreviewJoinInput = z.infer<typeof PreviewJoinInput>;

/** What POST /newsletter/subscribe accepts. */
export const SubscribeInput = z.object({
  email: text()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
  first_name: name,
  last_name: name,
  preferences: SubscriberPreferences.optional(),
  /** Where the signup came from (kept with the subscriber); "preview" also returns a preview grant. */
  source: z.enum(SUBSCRIBER_SOURCES).optional(),
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;

export const SubscribeResult = z.object({
  message: z.string(),
  preview_token: z.string().optional(),
  preview_expires_at: z.string().optional(),
});
export type SubscribeResult = z.infer<typeof SubscribeResult>;

export const TokenInput = z.object({
  token: text().trim().min(1, { error: 'Token is required' }).max(500),
});

export const Subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  preferences: z.object({ topics: z.array(z.enum(NEWSLETTER_TOPICS)) }),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof Subscriber>;

export const SubscriberListQuery = PageQuery.extend({
  search: text().trim().min(1).max(200).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export const SubscriberExportQuery = z.object({
  status: z.enum([...SUBSCRIBER_STATUSES, 'all']).default('active'),
});
