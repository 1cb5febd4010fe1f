import { API_PREFIX } from '@atelier/core';
import { signToken, verifyToken } from '../../lib/signed-token';

/** Signed links carry the subscriber's (lower-cased) email; any instance can check them. */
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
