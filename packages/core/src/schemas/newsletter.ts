import { z } from 'zod';
import { SUBSCRIBER_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { PageQuery } from './common';

const name = z.string().trim().max(80).optional();

/** Footer signup: a valid address (SPEC §5). */
export const NewsletterSignupInput = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
});
export type NewsletterSignupInput = z.infer<typeof NewsletterSignupInput>;

/** Preview gate "join" tab (SPEC §5). */
export const PreviewJoinInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmailAddress }).max(254)),
  first_name: name,
  last_name: name,
});
export type PreviewJoinInput = z.infer<typeof PreviewJoinInput>;

/** What POST /newsletter/subscribe accepts. */
export const SubscribeInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254)),
  first_name: name,
  last_name: name,
  preferences: z.record(z.string(), z.unknown()).optional(),
  /** Where the signup came from; "preview" also returns a preview grant. */
  source: z.enum(['footer', 'mailing-list', 'preview', 'checkout']).optional(),
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;

export const SubscribeResult = z.object({
  message: z.string(),
  preview_token: z.string().optional(),
  preview_expires_at: z.string().optional(),
});
export type SubscribeResult = z.infer<typeof SubscribeResult>;

export const TokenInput = z.object({
  token: z.string().trim().min(1, { error: 'Token is required' }).max(500),
});

export const Subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof Subscriber>;

export const SubscriberListQuery = PageQuery.extend({
  search: z.string().trim().min(1).max(200).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export const SubscriberExportQuery = z.object({
  status: z.enum([...SUBSCRIBER_STATUSES, 'all']).default('active'),
});
