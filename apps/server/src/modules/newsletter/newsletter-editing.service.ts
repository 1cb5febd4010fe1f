import {
  DELETABLE_ISSUE_STATUSES,
  EDITABLE_ISSUE_STATUSES,
  NEWSLETTER_MESSAGES as M,
  PAGE_TABLE,
  slugify,
  type NewsletterAudience,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterIssueListQuery,
  type NewsletterIssueUpdate,
  type NewsletterPreviewInput,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { readPage } from '../../lib/serialize';
import { uniqueSlug } from '../../lib/slug';
import { getPostById } from '../blog/blog-posts.service';
import { personalise, personaliseText } from './newsletter-issues.emails';
import { startIssue } from './newsletter-issue-lifecycle.service';
import * as repo from './newsletter-issues.repository';
import { countAudience } from './newsletter-recipients.repository';
import { toApiIssue } from './newsletter-issues.serialize';
import {
  checkBody,
  isOurImage,
  layoutIssue,
  sanitizeBody,
  siteRelativeImages,
} from './newsletter-rendering.service';

/*
 * The artist's issues before they go out (decision 031): list, read, create, edit, delete, the
 * live preview, a test copy and a draft made from a blog post. Sending and scheduling are
 * newsletter-scheduling; which statuses may be edited or deleted is core's issue lifecycle.
 */

export type IssueDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'secrets'>;

async function withCounts(db: DbOrTx, rows: repo.IssueRow[]): Promise<NewsletterIssue[]> {
  const counts = await repo.countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApiIssue(r, counts.get(r.id)));
}

/** The issue as the API answers it, with its figures. */
export async function issueWithCounts(db: DbOrTx, row: repo.IssueRow) {
  return (await withCounts(db, [row]))[0]!;
}

/** The issue's row, or 404. */
export async function requireIssue(db: DbOrTx, id: number) {
  const row = await repo.findIssue(db, id);
  if (!row) throw notFound('Issue not found');
  return row;
}

const chooseSlug = (db: DbOrTx, wanted: string, exceptId?: number) =>
  uniqueSlug(slugify(wanted) || 'issue', (s) => repo.slugTaken(db, s, exceptId));

/** What a sample copy (preview, test) shows where a recipient's own links go. */
const sampleRecipient = (publicUrl: string) => ({
  firstName: null,
  unsubscribeUrl: `${publicUrl}/mailing-list`,
  previewUrl: `${publicUrl}${PAGE_TABLE.preview.path()}`,
});

export async function listIssues(db: DbOrTx, q: NewsletterIssueListQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listIssues(db, q.status, limit, offset),
  );
  return { data: await withCounts(db, rows), pagination };
}

export async function getIssue(db: DbOrTx, id: number) {
  return issueWithCounts(db, await requireIssue(db, id));
}

export async function createIssue(
  deps: IssueDeps,
  input: NewsletterIssueInput,
  blogPostId: number | null = null,
) {
  const body = sanitizeBody(input.body_html);
  checkBody(body, deps.config);
  const row = await startIssue(deps.db, {
    subject: input.subject,
    preheader: input.preheader,
    body_html: body,
    audience: input.audience,
    early_access: input.early_access,
    publish_on_web: input.publish_on_web,
    web_slug: await chooseSlug(deps.db, input.web_slug ?? input.subject),
    blog_post_id: blogPostId,
  });
  return issueWithCounts(deps.db, row);
}

export async function updateIssue(deps: IssueDeps, id: number, input: NewsletterIssueUpdate) {
  await requireIssue(deps.db, id);
  const body = input.body_html === undefined ? undefined : sanitizeBody(input.body_html);
  if (body !== undefined) checkBody(body, deps.config);
  const values: repo.IssueEdit = {
    ...(input.subject !== undefined ? { subject: input.subject } : {}),
    ...(input.preheader !== undefined ? { preheader: input.preheader } : {}),
    ...(body !== undefined ? { body_html: body } : {}),
    ...(input.audience ? { audience: input.audience } : {}),
    ...(input.early_access !== undefined ? { early_access: input.early_access } : {}),
    ...(input.publish_on_web !== undefined ? { publish_on_web: input.publish_on_web } : {}),
    ...(input.web_slug ? { web_slug: await chooseSlug(deps.db, input.web_slug, id) } : {}),
  };
  const row = await repo.updateIssueIn(deps.db, id, EDITABLE_ISSUE_STATUSES, values);
  if (!row) throw conflict(M.notEditable);
  return issueWithCounts(deps.db, row);
}

export async function deleteIssue(db: DbOrTx, id: number) {
  await requireIssue(db, id);
  if (!(await repo.deleteIn(db, id, DELETABLE_ISSUE_STATUSES))) throw conflict(M.notDeletable);
}

export async function audienceCount(
  db: DbOrTx,
  topics: NewsletterAudience extends never ? never : string[],
) {
  const audience: NewsletterAudience = topics.length
    ? { kind: 'topics', topics: topics as never }
    : { kind: 'all' };
  return { count: await countAudience(db, audience) };
}

export async function preview(deps: IssueDeps, input: NewsletterPreviewInput) {
  const body = sanitizeBody(input.body_html);
  const rendered = await layoutIssue(deps, { ...input, body_html: body });
  return inBrowser(deps, personalise(rendered, sampleRecipient(deps.config.publicUrl)));
}

/** A copy shown in the admin's browser: its images from the address the admin opened. */
const inBrowser = (deps: IssueDeps, copy: { html: string; text: string }) => ({
  html: siteRelativeImages(copy.html, deps.config.publicUrl),
  text: copy.text,
});

/**
 * What an issue's recipients got: the email rendered once when sending started (so a price or
 * title changed since is not in it), with a sample recipient's name and links.
 */
export async function sentCopy(deps: IssueDeps, id: number) {
  const issue = await requireIssue(deps.db, id);
  if (issue.rendered_html === null || issue.rendered_text === null) throw notFound(M.notSentYet);
  const rendered = { html: issue.rendered_html, text: issue.rendered_text };
  return inBrowser(deps, personalise(rendered, sampleRecipient(deps.config.publicUrl)));
}

/** A copy to the admin, through the outbox, marked as a test. */
export async function sendTest(deps: IssueDeps, id: number, to: string) {
  const issue = await requireIssue(deps.db, id);
  const rendered = await layoutIssue(deps, issue);
  const copy = personalise(rendered, sampleRecipient(deps.config.publicUrl));
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
  const post = await getPostById(deps.db, postId, true);
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
