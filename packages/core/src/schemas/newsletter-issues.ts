import { z } from 'zod';
import { NEWSLETTER_TOPICS } from '../constants';
import { formatNumber } from '../rules/numbers';
import { PageQuery, Slug, Timestamp } from './common';
import { text } from './primitives';

/*
 * Newsletter issues the artist composes and sends (issue 12, decision 033). Body cards are
 * placeholders the sanitizer keeps and the server fills at send time with current data:
 * `<div data-card="artwork" data-id="123"></div>` and `<div data-card="post" data-id="45"></div>`.
 */

/** Where each may go, and who moves it: `ISSUE_LIFECYCLE` (rules/newsletter-issue-lifecycle). */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** The kinds of one-click blocks a body may carry (`data-card` values). */
export const NEWSLETTER_CARD_KINDS = ['artwork', 'post'] as const;
export type NewsletterCardKind = (typeof NEWSLETTER_CARD_KINDS)[number];

/** Largest body HTML accepted, in characters (before cards are rendered). */
export const NEWSLETTER_BODY_MAX = 200_000;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_PREHEADER_MAX = 250;

export const NEWSLETTER_MESSAGES = {
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  bodyTooLong: `Body is too long (at most ${formatNumber(NEWSLETTER_BODY_MAX)} characters)`,
  scheduleInPast: 'The send time must be in the future',
  noRecipients: 'No active subscribers in this audience',
  foreignImage: 'Images must be uploaded to this site',
  alreadySent: 'This issue has already been sent',
  alreadyScheduled: 'This issue is already scheduled; cancel it first to change the time',
  alreadySending: 'This issue is being sent',
  notEditable: 'Only drafts and scheduled issues can be edited',
  notDeletable: 'Only drafts can be deleted',
  notCancellable: 'Only a scheduled issue can be cancelled',
  topicsRequired: 'Choose at least one topic',
  notSentYet: 'This issue has not been sent yet',
} as const;

export const NewsletterAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('topics'),
    topics: z
      .array(z.enum(NEWSLETTER_TOPICS))
      .min(1, { error: NEWSLETTER_MESSAGES.topicsRequired })
      .max(NEWSLETTER_TOPICS.length)
      .transform((topics) => NEWSLETTER_TOPICS.filter((t) => topics.includes(t))),
  }),
]);
export type NewsletterAudience = z.infer<typeof NewsletterAudience>;

/** The audience as the API answers it (no input transforms, so responses serialize as is). */
export const NewsletterAudienceValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('topics'), topics: z.array(z.enum(NEWSLETTER_TOPICS)) }),
]);

export const NewsletterIssueStats = z.object({
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  unsubscribes: z.number().int(),
});
export type NewsletterIssueStats = z.infer<typeof NewsletterIssueStats>;

export const NewsletterIssue = z.object({
  id: z.number().int(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  subject: z.string(),
  preheader: z.string(),
  body_html: z.string(),
  audience: NewsletterAudienceValue,
  early_access: z.boolean(),
  publish_on_web: z.boolean(),
  web_slug: z.string(),
  blog_post_id: z.number().int().nullable(),
  scheduled_at: Timestamp.nullable(),
  sent_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  stats: NewsletterIssueStats,
});
export type NewsletterIssue = z.infer<typeof NewsletterIssue>;

const subject = text()
  .trim()
  .min(1, { error: NEWSLETTER_MESSAGES.subjectRequired })
  .max(NEWSLETTER_SUBJECT_MAX);
const preheader = text().trim().max(NEWSLETTER_PREHEADER_MAX);
/** Emptiness is judged on the text and cards, not the tags: `<p></p>` is an empty body. */
const bodyHtml = text().max(NEWSLETTER_BODY_MAX, { error: NEWSLETTER_MESSAGES.bodyTooLong });

/**
 * POST /admin/newsletter/issues. Drafts may have an empty body; sending refuses it. The slug
 * defaults to one made from the subject.
 */
export const NewsletterIssueInput = z.object({
  subject,
  preheader: preheader.default(''),
  body_html: bodyHtml.default(''),
  audience: NewsletterAudience.default({ kind: 'all' }),
  early_access: z.boolean().default(false),
  publish_on_web: z.boolean().default(false),
  web_slug: Slug.optional(),
});
export type NewsletterIssueInput = z.infer<typeof NewsletterIssueInput>;

/** PUT /admin/newsletter/issues/:id: any subset, only while draft or scheduled. */
export const NewsletterIssueUpdate = z.object({
  subject: subject.optional(),
  preheader: preheader.optional(),
  body_html: bodyHtml.optional(),
  audience: NewsletterAudience.optional(),
  early_access: z.boolean().optional(),
  publish_on_web: z.boolean().optional(),
  web_slug: Slug.optional(),
});
export type NewsletterIssueUpdate = z.infer<typeof NewsletterIssueUpdate>;

export const NewsletterIssueListQuery = PageQuery.extend({
  status: z.enum(NEWSLETTER_ISSUE_STATUSES).optional(),
});
export type NewsletterIssueListQuery = z.infer<typeof NewsletterIssueListQuery>;

/** POST /admin/newsletter/issues/:id/send: no `at` sends now; `at` (future) schedules. */
export const NewsletterSendInput = z.object({
  at: text({ error: 'Must be a date and time' })
    .pipe(z.iso.datetime({ offset: true, error: 'Must be a date and time' }))
    .optional(),
});
export type NewsletterSendInput = z.infer<typeof NewsletterSendInput>;

/** POST /admin/newsletter/preview: the editor's unsaved fields. */
export const NewsletterPreviewInput = z.object({
  subject: text().trim().max(NEWSLETTER_SUBJECT_MAX).default(''),
  preheader: preheader.default(''),
  body_html: bodyHtml.default(''),
  early_access: z.boolean().default(false),
});
export type NewsletterPreviewInput = z.infer<typeof NewsletterPreviewInput>;

export const NewsletterPreviewResult = z.object({ html: z.string(), text: z.string() });
export type NewsletterPreviewResult = z.infer<typeof NewsletterPreviewResult>;

/** GET /admin/newsletter/audience-count?topics=new_work,studio_news (none = all active). */
export const NewsletterAudienceCountQuery = z.object({
  topics: text()
    .trim()
    .max(200)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(NEWSLETTER_TOPICS))),
});
export type NewsletterAudienceCountQuery = z.infer<typeof NewsletterAudienceCountQuery>;

export const NewsletterAudienceCount = z.object({ count: z.number().int() });
export type NewsletterAudienceCount = z.infer<typeof NewsletterAudienceCount>;

export const NewsletterFailure = z.object({
  email: z.string(),
  reason: z.string(),
  failed_at: Timestamp.nullable(),
});
export type NewsletterFailure = z.infer<typeof NewsletterFailure>;
export const NewsletterFailureList = z.array(NewsletterFailure);

/** GET /newsletter/archive items: published-on-web sent issues, newest first. */
export const NewsletterArchiveItem = z.object({
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  sent_at: Timestamp,
});
export type NewsletterArchiveItem = z.infer<typeof NewsletterArchiveItem>;

/** GET /newsletter/archive/:slug: the web version, without personal links. */
export const NewsletterArchiveIssue = NewsletterArchiveItem.extend({
  /** Use as the page's meta description and og:description. */
  description: z.string(),
  /** Sanitized body with cards rendered; no unsubscribe or preview links. */
  html: z.string(),
  /** First image in the body, for og:image; null when none. */
  image_url: z.string().nullable(),
});
export type NewsletterArchiveIssue = z.infer<typeof NewsletterArchiveIssue>;

export const NewsletterArchiveSlugParam = z.object({ slug: Slug });

/** POST /preview/access-link: the signed early-access token from a newsletter. */
export const PreviewAccessLinkInput = z.object({
  token: text().trim().min(1, { error: 'Token is required' }).max(500),
});
export type PreviewAccessLinkInput = z.infer<typeof PreviewAccessLinkInput>;
