import {
  type AVAILABILITY_VALUES,
  NEWSLETTER_MESSAGES as M,
  PAGE_TABLE,
  formatPrice,
  slugify,
  type NewsletterAudience,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterIssueListQuery,
  type NewsletterIssueUpdate,
  type NewsletterPreviewInput,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { readPage } from '../../lib/serialize';
import { signToken, verifyToken } from '../../lib/signed-token';
import { uniqueSlug } from '../../lib/slug';
import { getArtwork } from '../artworks/artworks.service';
import { getPostById } from '../blog/blog-posts.service';
import { issuePreviewGrant } from '../preview/preview.service';
import { getValue } from '../settings/settings.service';
import {
  artworkCardHtml,
  htmlToText,
  personalise,
  personaliseText,
  postCardHtml,
  renderIssue,
  webVersion,
  type RenderedIssue,
} from './newsletter-issues.emails';
import * as repo from './newsletter-issues.repository';
import { toApiIssue } from './newsletter-issues.serialize';
import { linksOfUnsubscribeToken, UNSUBSCRIBE_TTL_MS } from './newsletter-tokens.service';

export type IssueDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'secrets'>;

/** Unsubscribe links of an issue name it, so the unsubscribe is counted for that issue. */
export const ISSUE_UNSUBSCRIBE_PURPOSE = 'newsletter-issue-unsubscribe';
/** The personal early-access link (decision 033): opens the preview collection, no password. */
export const PREVIEW_LINK_PURPOSE = 'preview-link';
export const PREVIEW_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVALID_PREVIEW_LINK = 'This preview link is invalid or has expired.';

const EDITABLE = ['draft', 'scheduled'] as const;

// ---------------------------------------------------------------- body: cards, images

const CARD_DIV =
  /<div\b(?=[^>]*\bdata-card="(artwork|post)")(?=[^>]*\bdata-id="(\d{1,9})")[^>]*>\s*<\/div>/gi;
const CARD_TOKEN = /\[\[atelier-card:(artwork|post):(\d{1,9})\]\]/g;
const CARD_CANON = /<div data-card="(artwork|post)" data-id="(\d{1,9})"><\/div>/g;

/**
 * The artist's HTML made safe (the blog's allow-list), keeping card placeholders in one
 * canonical form: they pass the sanitizer as text and are put back afterwards.
 */
export function sanitizeBody(html: string): string {
  const tokened = html.replace(
    CARD_DIV,
    (_m, kind: string, id: string) => `<p>[[atelier-card:${kind}:${id}]]</p>`,
  );
  return sanitizeRichText(tokened).replace(
    /<p>\s*\[\[atelier-card:(artwork|post):(\d{1,9})\]\]\s*<\/p>|\[\[atelier-card:(artwork|post):(\d{1,9})\]\]/g,
    (_m, k1?: string, i1?: string, k2?: string, i2?: string) =>
      `<div data-card="${k1 ?? k2}" data-id="${Number(i1 ?? i2)}"></div>`,
  );
}

const hasCards = (html: string) => /<div data-card="/.test(html);
const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => m[1]!);

/** True when the image is one of ours: /uploads/..., on this site or the asset host. */
export function isOurImage(src: string, config: IssueDeps['config']): boolean {
  const prefixes = ['/uploads/', `${config.publicUrl}/uploads/`];
  if (config.publicAssetUrl) prefixes.push(`${config.publicAssetUrl}/`);
  return prefixes.some((p) => src.startsWith(p)) && !src.includes('..');
}

function checkBody(html: string, config: IssueDeps['config']) {
  if (imageSources(html).some((src) => !isOurImage(src, config)))
    throw new AppError(400, 'foreign_image', M.foreignImage);
}

/** Site-relative links and images made absolute: an email has no site to be relative to. */
const absolute = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${publicUrl}/`);

async function artworkCard(deps: IssueDeps, id: number): Promise<string> {
  try {
    const a = await getArtwork(deps.db, id, { isAdmin: false, previewAccess: true });
    const medium = [a.material, a.substrate].filter(Boolean).join(' on ');
    const size = a.width && a.height ? `${a.width} × ${a.height} in` : '';
    const sold = a.availability === ('sold' satisfies (typeof AVAILABILITY_VALUES)[number]);
    return artworkCardHtml({
      url: `${deps.config.publicUrl}${PAGE_TABLE.artwork.path(a.id)}`,
      title: a.title,
      imageUrl: a.primary_image_url,
      details: [medium, size].filter(Boolean).join(', '),
      price: sold ? 'Sold' : a.price !== null ? formatPrice(a.price) : '',
    });
  } catch (err) {
    // A work hidden or deleted since it was placed leaves no card rather than a broken one.
    if (err instanceof AppError && err.statusCode === 404) return '';
    throw err;
  }
}

async function postCard(deps: IssueDeps, id: number): Promise<string> {
  try {
    const p = await getPostById(deps.db as never, id);
    return postCardHtml({
      url: `${deps.config.publicUrl}${PAGE_TABLE.blogPost.path(p.slug)}`,
      title: p.title,
      imageUrl: p.featured_image_url ?? p.thumbnail_url,
      excerpt: p.excerpt ?? '',
    });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return '';
    throw err;
  }
}

/** Cards filled with current data, links and images absolute. */
export async function renderBody(deps: IssueDeps, sanitized: string): Promise<string> {
  const cards = [...sanitized.matchAll(CARD_CANON)];
  const rendered = new Map<string, string>();
  for (const [tag, kind, id] of cards) {
    if (rendered.has(tag)) continue;
    rendered.set(
      tag,
      kind === 'artwork' ? await artworkCard(deps, Number(id)) : await postCard(deps, Number(id)),
    );
  }
  return absolute(
    sanitized.replace(CARD_CANON, (tag) => rendered.get(tag) ?? ''),
    deps.config.publicUrl,
  );
}
void CARD_TOKEN;

async function layout(
  deps: IssueDeps,
  issue: { subject: string; preheader: string; body_html: string; early_access: boolean },
): Promise<RenderedIssue> {
  const [siteName, postalAddress] = await Promise.all([
    getValue(deps.db, 'site_name'),
    getValue(deps.db, 'newsletter_postal_address'),
  ]);
  return renderIssue({
    subject: issue.subject,
    preheader: issue.preheader,
    bodyHtml: await renderBody(deps, issue.body_html),
    siteName,
    publicUrl: deps.config.publicUrl,
    postalAddress,
    earlyAccess: issue.early_access,
  });
}

// ---------------------------------------------------------------- links

export const issueUnsubscribeToken = (
  key: string,
  issueId: number,
  email: string,
  now = new Date(),
) =>
  signToken(
    key,
    ISSUE_UNSUBSCRIBE_PURPOSE,
    `${issueId} ${email}`,
    new Date(now.getTime() + UNSUBSCRIBE_TTL_MS),
  );

export const previewLinkToken = (key: string, subscriberId: number, now = new Date()) =>
  signToken(
    key,
    PREVIEW_LINK_PURPOSE,
    String(subscriberId),
    new Date(now.getTime() + PREVIEW_LINK_TTL_MS),
  );

/** The issue and email an issue unsubscribe token names, or null. */
export function readIssueUnsubscribeToken(key: string, token: string) {
  const payload = verifyToken(key, ISSUE_UNSUBSCRIBE_PURPOSE, token)?.payload;
  const m = payload ? /^(\d+) (.+)$/.exec(payload) : null;
  return m ? { issueId: Number(m[1]), email: m[2]! } : null;
}

/** Records which issue's link was used; the unsubscribe itself is the caller's. */
export async function attributeUnsubscribe(db: DbOrTx, issueId: number, email: string) {
  const sub = await repo.findSubscriberByEmail(db, email);
  const issue = await repo.findIssue(db, issueId);
  if (sub && issue) await repo.recordUnsubscribe(db, issueId, sub.id);
}

/** POST /preview/access-link: the personal link of an early-access issue, for a grant. */
export async function exchangePreviewLink(deps: IssueDeps, token: string) {
  const key = deps.secrets.signingKey;
  const id = verifyToken(key, PREVIEW_LINK_PURPOSE, token)?.payload;
  const sub = id && /^\d+$/.test(id) ? await repo.findSubscriberById(deps.db, Number(id)) : null;
  // Someone who left the list keeps no early access through an old email.
  if (!sub || sub.status !== 'active')
    throw new AppError(400, 'invalid_token', INVALID_PREVIEW_LINK);
  return issuePreviewGrant(deps.db, key);
}

// ---------------------------------------------------------------- CRUD

async function withCounts(db: DbOrTx, rows: repo.IssueRow[]): Promise<NewsletterIssue[]> {
  const counts = await repo.countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApiIssue(r, counts.get(r.id)));
}

async function one(db: DbOrTx, row: repo.IssueRow) {
  return (await withCounts(db, [row]))[0]!;
}

async function found(db: DbOrTx, id: number) {
  const row = await repo.findIssue(db, id);
  if (!row) throw notFound('Issue not found');
  return row;
}

const chooseSlug = (db: DbOrTx, wanted: string, exceptId?: number) =>
  uniqueSlug(slugify(wanted) || 'issue', (s) => repo.slugTaken(db, s, exceptId));

export async function listIssues(db: DbOrTx, q: NewsletterIssueListQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listIssues(db, q.status, limit, offset),
  );
  return { data: await withCounts(db, rows), pagination };
}

export async function getIssue(db: DbOrTx, id: number) {
  return one(db, await found(db, id));
}

export async function createIssue(
  deps: IssueDeps,
  input: NewsletterIssueInput,
  blogPostId: number | null = null,
) {
  const body = sanitizeBody(input.body_html);
  checkBody(body, deps.config);
  const row = await repo.insertIssue(deps.db, {
    subject: input.subject,
    preheader: input.preheader,
    body_html: body,
    audience: input.audience,
    early_access: input.early_access,
    publish_on_web: input.publish_on_web,
    web_slug: await chooseSlug(deps.db, input.web_slug ?? input.subject),
    blog_post_id: blogPostId,
  });
  return one(deps.db, row);
}

export async function updateIssue(deps: IssueDeps, id: number, input: NewsletterIssueUpdate) {
  await found(deps.db, id);
  const body = input.body_html === undefined ? undefined : sanitizeBody(input.body_html);
  if (body !== undefined) checkBody(body, deps.config);
  const values: Partial<repo.NewIssue> = {
    ...(input.subject !== undefined ? { subject: input.subject } : {}),
    ...(input.preheader !== undefined ? { preheader: input.preheader } : {}),
    ...(body !== undefined ? { body_html: body } : {}),
    ...(input.audience ? { audience: input.audience } : {}),
    ...(input.early_access !== undefined ? { early_access: input.early_access } : {}),
    ...(input.publish_on_web !== undefined ? { publish_on_web: input.publish_on_web } : {}),
    ...(input.web_slug ? { web_slug: await chooseSlug(deps.db, input.web_slug, id) } : {}),
  };
  const row = await repo.updateIssueIn(deps.db, id, EDITABLE, values);
  if (!row) throw conflict(M.notEditable);
  return one(deps.db, row);
}

export async function deleteIssue(db: DbOrTx, id: number) {
  await found(db, id);
  if (!(await repo.deleteDraft(db, id))) throw conflict(M.notDeletable);
}

export async function audienceCount(
  db: DbOrTx,
  topics: NewsletterAudience extends never ? never : string[],
) {
  const audience: NewsletterAudience = topics.length
    ? { kind: 'topics', topics: topics as never }
    : { kind: 'all' };
  return { count: await repo.countAudience(db, audience) };
}

export async function preview(deps: IssueDeps, input: NewsletterPreviewInput) {
  const body = sanitizeBody(input.body_html);
  const rendered = await layout(deps, { ...input, body_html: body });
  const sample = personalise(rendered, {
    firstName: null,
    unsubscribeUrl: `${deps.config.publicUrl}/mailing-list`,
    previewUrl: `${deps.config.publicUrl}${PAGE_TABLE.preview.path()}`,
  });
  return sample;
}

// ---------------------------------------------------------------- sending

function checkSendable(issue: repo.IssueRow, config: IssueDeps['config']) {
  if (issue.status === 'sent') throw conflict(M.alreadySent);
  if (issue.status === 'sending') throw conflict(M.alreadySending);
  if (issue.status === 'scheduled') throw conflict(M.alreadyScheduled);
  if (issue.status !== 'draft') throw conflict(M.notEditable);
  if (!issue.subject.trim()) throw new AppError(400, 'validation_error', M.subjectRequired);
  const empty =
    !htmlToText(issue.body_html).trim() &&
    !hasCards(issue.body_html) &&
    !imageSources(issue.body_html).length;
  if (empty) throw new AppError(400, 'validation_error', M.bodyRequired);
  checkBody(issue.body_html, config);
}

/**
 * Sends now or schedules. The issue row is locked and its status checked in the transaction
 * that changes it, so two clicks (or two admins) cannot both pass: the second finds it
 * scheduled or sending and is refused.
 */
export async function sendIssue(
  deps: IssueDeps,
  id: number,
  at: string | undefined,
  now = new Date(),
) {
  const when = at ? new Date(at) : null;
  if (when && when.getTime() <= now.getTime())
    throw new AppError(400, 'validation_error', M.scheduleInPast);
  const row = await deps.db.transaction(async (tx) => {
    const issue = await repo.findIssueForUpdate(tx, id);
    if (!issue) throw notFound('Issue not found');
    checkSendable(issue, deps.config);
    if ((await repo.countAudience(tx, issue.audience)) === 0)
      throw new AppError(400, 'no_recipients', M.noRecipients);
    if (when)
      return repo.updateIssueIn(tx, id, ['draft'], { status: 'scheduled', scheduled_at: when });
    const sending = await repo.updateIssueIn(tx, id, ['draft'], {
      status: 'sending',
      started_at: now,
    });
    await startSending(deps, tx, sending!);
    return sending;
  });
  return one(deps.db, row!);
}

/** Renders the issue once and writes one outbox row per recipient, in the caller's transaction. */
async function startSending(deps: IssueDeps, tx: DbOrTx, issue: repo.IssueRow) {
  // Named one by one: a Fastify instance's decorations do not survive a spread.
  const inTx: IssueDeps = {
    db: tx as IssueDeps['db'],
    mailer: deps.mailer,
    config: deps.config,
    secrets: deps.secrets,
  };
  const rendered = await layout(inTx, issue);
  await repo.saveRendered(tx, issue.id, rendered.html, rendered.text);
  return repo.writeRecipients(tx, issue);
}

/** Scheduled issues whose time came: started by one instance, in one transaction each. */
export async function startDueIssues(deps: IssueDeps, now = new Date()): Promise<number> {
  let started = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await repo.claimDueIssues(tx, now);
      for (const issue of due) await startSending(deps, tx, issue);
      return due.length;
    });
    started += n;
    if (n === 0) return started;
  }
}

export async function cancelIssue(db: DbOrTx, id: number) {
  const issue = await found(db, id);
  const row = await repo.updateIssueIn(db, id, ['scheduled'], {
    status: 'draft',
    scheduled_at: null,
  });
  if (!row) throw conflict(issue.status === 'sent' ? M.alreadySent : M.notCancellable);
  return one(db, row);
}

export async function failures(db: DbOrTx, id: number) {
  await found(db, id);
  const rows = await repo.listFailures(db, id);
  return rows.map((r) => ({
    email: r.email,
    reason: r.reason ?? 'Unknown error',
    failed_at: r.failed_at ? r.failed_at.toISOString() : null,
  }));
}

/** A copy to the admin, through the outbox, marked as a test. */
export async function sendTest(deps: IssueDeps, id: number, to: string) {
  const issue = await found(deps.db, id);
  const rendered = await layout(deps, issue);
  const copy = personalise(rendered, {
    firstName: null,
    unsubscribeUrl: `${deps.config.publicUrl}/mailing-list`,
    previewUrl: `${deps.config.publicUrl}${PAGE_TABLE.preview.path()}`,
  });
  await deps.mailer.enqueue(deps.db, {
    to,
    subject: `[Test] ${personaliseText(issue.subject, null)}`,
    text: copy.text,
    html: copy.html,
    kind: 'newsletter_test',
  });
  return { message: `A test copy is on its way to ${to}.` };
}

/** A draft issue made from a blog post: its title, excerpt and text, with a link to it. */
export async function issueFromPost(deps: IssueDeps, postId: number) {
  const post = await getPostById(deps.db as never, postId);
  const link = `${PAGE_TABLE.blogPost.path(post.slug)}`;
  const image = post.featured_image_url
    ? `<p><img src="${post.featured_image_url}" alt="${post.title.replace(/"/g, '&quot;')}" /></p>`
    : '';
  const body = `${image}${post.content}<p><a href="${link}">Read it on the website</a></p>`;
  const sanitized = sanitizeBody(body);
  // A featured image from elsewhere is dropped rather than refusing the whole draft.
  const ours = sanitized.replace(/<img\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, (tag, src: string) =>
    isOurImage(src, deps.config) ? tag : '',
  );
  return createIssue(
    deps,
    {
      subject: post.title,
      preheader: post.excerpt ?? '',
      body_html: ours,
      audience: { kind: 'all' },
      early_access: false,
      publish_on_web: false,
    },
    post.id,
  );
}

// ---------------------------------------------------------------- archive

export async function archiveList(db: DbOrTx) {
  const rows = await repo.archiveList(db);
  return rows.map((r) => ({
    slug: r.web_slug,
    subject: r.subject,
    preheader: r.preheader,
    sent_at: r.sent_at!.toISOString(),
  }));
}

export async function archiveIssue(deps: IssueDeps, slug: string) {
  const r = await repo.archiveIssue(deps.db, slug);
  if (!r) throw notFound('Issue not found');
  const html = webVersion(await renderBody(deps, r.body_html));
  return {
    slug: r.web_slug,
    subject: personaliseText(r.subject, null),
    preheader: r.preheader,
    description: r.preheader || htmlToText(html).slice(0, 200),
    sent_at: r.sent_at!.toISOString(),
    html,
    image_url: imageSources(html)[0] ?? null,
  };
}

// ---------------------------------------------------------------- one recipient's message

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export interface SenderContext {
  from: string;
  mailto: string;
  issues: Map<number, repo.IssueRow>;
}

export async function senderContext(deps: IssueDeps): Promise<SenderContext> {
  const [siteName, senderName, mailto] = await Promise.all([
    getValue(deps.db, 'site_name'),
    getValue(deps.db, 'newsletter_sender_name'),
    getValue(deps.db, 'newsletter_unsubscribe_mailto'),
  ]);
  const name = (senderName || siteName).replace(/["\\\r\n]/g, '');
  return { from: `"${name}" <${addressOf(deps.config.mailFrom)}>`, mailto, issues: new Map() };
}

/** The Message-ID of one recipient's copy: the same on every attempt, unique per recipient. */
export const newsletterMessageId = (issueId: number, subscriberId: number, from: string) =>
  `<newsletter-${issueId}-${subscriberId}@${domainOf(from)}>`;

/** The message for one claimed recipient (rendered issue + personal links and name). */
export async function composeRecipient(
  deps: IssueDeps,
  ctx: SenderContext,
  row: repo.RecipientRow,
  subscriber: { id: number; email: string; first_name: string | null },
): Promise<Mail.Options> {
  const issueId = row.newsletter_issue_id!;
  let issue = ctx.issues.get(issueId);
  if (!issue) {
    issue = (await repo.findIssue(deps.db, issueId))!;
    ctx.issues.set(issueId, issue);
  }
  const key = deps.secrets.signingKey;
  const { publicUrl } = deps.config;
  const unsubscribe = linksOfUnsubscribeToken(
    publicUrl,
    issueUnsubscribeToken(key, issueId, subscriber.email),
  );
  const copy = personalise(
    { html: issue.rendered_html ?? '', text: issue.rendered_text ?? '' },
    {
      firstName: subscriber.first_name,
      unsubscribeUrl: unsubscribe.page,
      previewUrl: issue.early_access
        ? `${publicUrl}${PAGE_TABLE.preview.path()}?access=${encodeURIComponent(previewLinkToken(key, subscriber.id))}`
        : null,
    },
  );
  const listUnsubscribe = ctx.mailto
    ? `<${unsubscribe.oneClick}>, <mailto:${ctx.mailto}?subject=unsubscribe>`
    : `<${unsubscribe.oneClick}>`;
  return {
    from: ctx.from,
    to: subscriber.email,
    subject: personaliseText(issue.subject, subscriber.first_name),
    text: copy.text,
    html: copy.html,
    messageId: newsletterMessageId(issueId, subscriber.id, deps.config.mailFrom),
    headers: {
      'List-Unsubscribe': listUnsubscribe,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Email-Kind': 'newsletter',
    },
  };
}
