import { NEWSLETTER_TOPICS, type SubscribeInput } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { issuePreviewGrant } from '../preview/preview.service';
import { getValue } from '../settings/settings.service';
import {
  alreadySubscribedEmail,
  confirmationEmail,
  welcomeEmail,
  type EmailContext,
} from './newsletter.emails';
import * as repo from './newsletter.repository';
import {
  UNSUBSCRIBE_PURPOSE,
  VERIFY_PURPOSE,
  attributeUnsubscribe,
  emailFromToken,
  readIssueUnsubscribeToken,
  unsubscribeLinks,
  verifyUrl,
} from './newsletter-tokens.service';

export const SUBSCRIBE_THANKS = 'Thanks! Please check your inbox to confirm your subscription.';
export const VERIFIED = 'Your subscription is confirmed. Welcome to the mailing list!';
export const UNSUBSCRIBED = 'You have been unsubscribed and will not receive any more emails.';
export const INVALID_VERIFY_LINK = 'This confirmation link is invalid or has expired.';
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';

export type NewsletterDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'secrets'>;

const context = async (db: DbOrTx, row: repo.SubscriberRow): Promise<EmailContext> => ({
  siteName: await getValue(db, 'site_name'),
  to: row.email,
  firstName: row.first_name,
});

/**
 * Double opt-in. Whatever the address's state, the answer is the same, so the form never
 * tells a stranger who is on the list. New, pending and unsubscribed addresses get a
 * confirmation link; an active one gets a short "already subscribed" note and is not changed.
 */
export async function subscribe(deps: NewsletterDeps, input: SubscribeInput) {
  const email = input.email.toLowerCase();
  const { publicUrl } = deps.config;
  const key = deps.secrets.signingKey;
  await deps.db.transaction(async (tx) => {
    const details = {
      ...(input.first_name ? { first_name: input.first_name } : {}),
      ...(input.last_name ? { last_name: input.last_name } : {}),
      ...(input.preferences ? { preferences: input.preferences } : {}),
      ...(input.source ? { source: input.source } : {}),
    };
    // A form that does not ask (the footer, the preview gate) signs up for every topic: a
    // subscriber with none would be left out of every issue sent to a topic.
    const created = await repo.insertIfNew(tx, {
      email,
      status: 'pending',
      preferences: { topics: [...NEWSLETTER_TOPICS] },
      ...details,
    });
    const row = created ?? (await repo.findByEmailForUpdate(tx, email));
    if (!row) throw new Error(`subscriber ${email} vanished during subscribe`);
    if (row.status === 'active') {
      await deps.mailer.enqueue(
        tx,
        alreadySubscribedEmail(await context(tx, row), unsubscribeLinks(publicUrl, key, email)),
      );
      return;
    }
    const pending =
      created ??
      (await repo.updateSubscriber(tx, row.id, {
        ...details,
        status: 'pending',
        unsubscribed_at: null,
      }))!;
    await deps.mailer.enqueue(
      tx,
      confirmationEmail(await context(tx, pending), verifyUrl(publicUrl, key, email)),
    );
  });
  if (input.source !== 'preview') return { message: SUBSCRIBE_THANKS };
  // docs/product.md §8: signing up from the preview gate opens the preview collection at once.
  const grant = await issuePreviewGrant(deps.db, key);
  return {
    message: SUBSCRIBE_THANKS,
    preview_token: grant.token,
    preview_expires_at: grant.expires_at,
  };
}

/** Confirms a pending address (idempotent for an active one) and sends the welcome email. */
export async function verify(deps: NewsletterDeps, token: string) {
  const email = emailFromToken(deps.secrets.signingKey, VERIFY_PURPOSE, token);
  if (!email) throw new AppError(400, 'invalid_token', INVALID_VERIFY_LINK);
  await deps.db.transaction(async (tx) => {
    const row = await repo.findByEmailForUpdate(tx, email);
    // An address that left (or was removed) is not brought back by an old link.
    if (!row || row.status === 'unsubscribed')
      throw new AppError(400, 'invalid_token', INVALID_VERIFY_LINK);
    if (row.status === 'active') return;
    const active = (await repo.updateSubscriber(tx, row.id, {
      status: 'active',
      confirmed_at: new Date(),
    }))!;
    const links = unsubscribeLinks(deps.config.publicUrl, deps.secrets.signingKey, email);
    await deps.mailer.enqueue(tx, welcomeEmail(await context(tx, active), links));
  });
  return { message: VERIFIED };
}

/** Unsubscribes the address of the link; repeating it (or an address removed since) is harmless. */
export async function unsubscribe(deps: NewsletterDeps, token: string) {
  // A link from an issue names it, so the unsubscribe counts for that issue (decision 033).
  const fromIssue = readIssueUnsubscribeToken(deps.secrets.signingKey, token);
  const email =
    fromIssue?.email ?? emailFromToken(deps.secrets.signingKey, UNSUBSCRIBE_PURPOSE, token);
  if (!email) throw new AppError(400, 'invalid_token', INVALID_UNSUBSCRIBE_LINK);
  await deps.db.transaction(async (tx) => {
    const changed = await repo.unsubscribeEmail(tx, email, new Date());
    if (changed && fromIssue) await attributeUnsubscribe(tx, fromIssue.issueId, email);
  });
  return { message: UNSUBSCRIBED };
}
