import { API_PREFIX } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/signed-token';
import { issuePreviewGrant } from '../preview/preview.service';
import * as issues from './newsletter-issues.repository';
import * as recipients from './newsletter-recipients.repository';

/*
 * The newsletter's signed links: confirm, unsubscribe (a subscriber's, or one naming the issue
 * it came in) and the personal early-access link of an issue. Any instance can check them.
 */

/** Signed links carry the subscriber's (lower-cased) email. */
export const VERIFY_PURPOSE = 'newsletter-verify';
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
export const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Unsubscribe links sit in old emails for years and must keep working. */
export const UNSUBSCRIBE_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export const verifyTokenFor = (key: string, email: string, now = new Date()) =>
  signToken(key, VERIFY_PURPOSE, email, new Date(now.getTime() + VERIFY_TTL_MS));

export const unsubscribeTokenFor = (key: string, email: string, now = new Date()) =>
  signToken(key, UNSUBSCRIBE_PURPOSE, email, new Date(now.getTime() + UNSUBSCRIBE_TTL_MS));

/** `${publicUrl}/mailing-list?verify=<token>` */
export const verifyUrl = (publicUrl: string, key: string, email: string) =>
  `${publicUrl}/mailing-list?verify=${encodeURIComponent(verifyTokenFor(key, email))}`;

/** The unsubscribe links every newsletter email carries, with one token. */
export interface UnsubscribeLinks {
  /** `${publicUrl}/mailing-list?unsubscribe=<token>`: the page that asks, for people. */
  page: string;
  /**
   * The one-click address of the `List-Unsubscribe` header (RFC 8058): mail programs POST
   * `List-Unsubscribe=One-Click` to it, and the address leaves the list without a page.
   */
  oneClick: string;
}

/** Both links of an unsubscribe token (a subscriber's, or one naming a newsletter issue). */
export function linksOfUnsubscribeToken(publicUrl: string, token: string): UnsubscribeLinks {
  const t = encodeURIComponent(token);
  return {
    page: `${publicUrl}/mailing-list?unsubscribe=${t}`,
    oneClick: `${publicUrl}${API_PREFIX}/newsletter/unsubscribe/one-click?token=${t}`,
  };
}

export const unsubscribeLinks = (publicUrl: string, key: string, email: string) =>
  linksOfUnsubscribeToken(publicUrl, unsubscribeTokenFor(key, email));

/** The email a token of this purpose was issued for, or null when it is forged, expired or for something else. */
export const emailFromToken = (key: string, purpose: string, token: string, now = new Date()) =>
  verifyToken(key, purpose, token, now)?.payload ?? null;

/** Unsubscribe links of an issue name it, so the unsubscribe is counted for that issue. */
export const ISSUE_UNSUBSCRIBE_PURPOSE = 'newsletter-issue-unsubscribe';
/** The personal early-access link (decision 033): opens the preview collection, no password. */
export const PREVIEW_LINK_PURPOSE = 'preview-link';
export const PREVIEW_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVALID_PREVIEW_LINK = 'This preview link is invalid or has expired.';

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
  const sub = await recipients.findSubscriberByEmail(db, email);
  const issue = await issues.findIssue(db, issueId);
  if (sub && issue) await issues.recordUnsubscribe(db, issueId, sub.id);
}

/** POST /preview/access-link: the personal link of an early-access issue, for a grant. */
export async function exchangePreviewLink(
  deps: Pick<FastifyInstance, 'db' | 'secrets'>,
  token: string,
) {
  const key = deps.secrets.signingKey;
  const id = verifyToken(key, PREVIEW_LINK_PURPOSE, token)?.payload;
  const sub =
    id && /^\d+$/.test(id) ? await recipients.findSubscriberById(deps.db, Number(id)) : null;
  // Someone who left the list keeps no early access through an old email.
  if (!sub || sub.status !== 'active')
    throw new AppError(400, 'invalid_token', INVALID_PREVIEW_LINK);
  return issuePreviewGrant(deps.db, key);
}
