import { and, asc, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { NewsletterAudience } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, subscribers } from '../../db/schema/index';
import type { IssueRow } from './newsletter-issues.repository';

/*
 * An issue's recipients: who its audience reaches, their outbox rows, the send rate across
 * instances, and who failed. The issues themselves are in newsletter-issues.repository.
 */

export type RecipientRow = typeof emailOutbox.$inferSelect;

/** Active subscribers the audience reaches. */
const audienceWhere = (audience: NewsletterAudience) =>
  audience.kind === 'all'
    ? eq(subscribers.status, 'active')
    : and(
        eq(subscribers.status, 'active'),
        sql`(${subscribers.preferences} -> 'topics') ?| array[${sql.join(
          audience.topics.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`,
      );

export async function countAudience(db: DbOrTx, audience: NewsletterAudience): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscribers).where(audienceWhere(audience));
  return row?.n ?? 0;
}

/**
 * One outbox row per recipient, in one statement (so in the caller's transaction): the
 * (issue, subscriber) unique index makes a second start add nobody. The message itself is
 * rendered when the row is claimed, from the subscriber's data at that moment.
 */
export async function writeRecipients(db: DbOrTx, issue: IssueRow): Promise<void> {
  // Plain SQL: drizzle's insert-select wants every column, in order, from the select.
  await db.execute(sql`
    insert into ${emailOutbox} (to_address, subject, text_body, kind, newsletter_issue_id, subscriber_id)
    select ${subscribers.email}, ${issue.subject}, '', 'newsletter', ${issue.id}::int, ${subscribers.id}
    from ${subscribers}
    where ${audienceWhere(issue.audience)}
    on conflict do nothing`);
}

const isNewsletterRow = isNotNull(emailOutbox.newsletter_issue_id);

/** The subscribers of claimed recipient rows, as they are now (checked before each send). */
export async function subscribersByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, RecipientSubscriber>();
  const people = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      first_name: subscribers.first_name,
      status: subscribers.status,
    })
    .from(subscribers)
    .where(inArray(subscribers.id, ids));
  return new Map(people.map((p) => [p.id, p]));
}
export interface RecipientSubscriber {
  id: number;
  email: string;
  first_name: string | null;
  status: string;
}

/** Newsletter messages handed over in the last minute, across instances (for the rate). */
export async function sentInLastMinute(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        isNewsletterRow,
        or(
          gt(emailOutbox.sent_at, new Date(now.getTime() - 60_000)),
          // Claimed and not finished: counted, or two instances would both spend the budget.
          and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.locked_until, now)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Serialises the rate check of all instances for one transaction (PostgreSQL). */
export async function lockRate(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:newsletter-rate'))`);
}

export async function listFailures(db: DbOrTx, issueId: number) {
  return db
    .select({
      email: emailOutbox.to_address,
      reason: emailOutbox.last_error,
      failed_at: emailOutbox.failed_at,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.newsletter_issue_id, issueId), eq(emailOutbox.status, 'failed')))
    .orderBy(asc(emailOutbox.to_address));
}

export async function findSubscriberByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  return row ?? null;
}

export async function findSubscriberById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row ?? null;
}
