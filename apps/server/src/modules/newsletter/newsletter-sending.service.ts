import { PAGE_TABLE } from '@atelier/core';
import type Mail from 'nodemailer/lib/mailer';
import type { DbOrTx } from '../../db/client';
import { getValue } from '../settings/settings.service';
import { requireIssue, type IssueDeps } from './newsletter-editing.service';
import { personalise, personaliseText } from './newsletter-issues.emails';
import * as repo from './newsletter-issues.repository';
import * as recipients from './newsletter-recipients.repository';
import { layoutIssue } from './newsletter-rendering.service';
import { webCopy } from './newsletter-archive.service';
import {
  issueUnsubscribeToken,
  linksOfUnsubscribeToken,
  previewLinkToken,
} from './newsletter-tokens.service';

/*
 * Sending (decision 033): an issue is rendered once and gets one outbox row per recipient when
 * it starts; each recipient's message is composed when the delivery worker claims their row,
 * from the subscriber as they are then. The worker (newsletter-delivery.worker) hands the
 * messages to the mail module's transport.
 */

/**
 * Renders the issue once, and its web archive copy as any visitor may see it, then writes one
 * outbox row per recipient, in the caller's transaction.
 */
export async function startSending(deps: IssueDeps, tx: DbOrTx, issue: repo.IssueRow) {
  const renderDeps = { db: tx as IssueDeps['db'], config: deps.config };
  const rendered = await layoutIssue(renderDeps, issue);
  const web = issue.publish_on_web ? await webCopy(renderDeps, issue.body_html) : null;
  await repo.saveRendered(tx, issue.id, { html: rendered.html, text: rendered.text, web });
  return recipients.writeRecipients(tx, issue);
}

/** The addresses that could not be delivered, with why. */
export async function failures(db: DbOrTx, id: number) {
  await requireIssue(db, id);
  const rows = await recipients.listFailures(db, id);
  return rows.map((r) => ({
    email: r.email,
    reason: r.reason ?? 'Unknown error',
    failed_at: r.failed_at ? r.failed_at.toISOString() : null,
  }));
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** What every message of a batch shares: the sender, the mailto unsubscribe, the issues read. */
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
  row: recipients.RecipientRow,
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
