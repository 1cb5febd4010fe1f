import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { NewsletterAudience, NewsletterIssueStatus } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import {
  emailOutbox,
  newsletterIssues,
  newsletterUnsubscribes,
  subscribers,
} from '../../db/schema/index';

export type IssueRow = typeof newsletterIssues.$inferSelect;
export type NewIssue = typeof newsletterIssues.$inferInsert;
export type RecipientRow = typeof emailOutbox.$inferSelect;

export async function insertIssue(db: DbOrTx, values: NewIssue): Promise<IssueRow> {
  const [row] = await db.insert(newsletterIssues).values(values).returning();
  return row!;
}

export async function findIssue(db: DbOrTx, id: number): Promise<IssueRow | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row ?? null;
}

export async function findIssueForUpdate(db: DbOrTx, id: number): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id))
    .for('update');
  return row ?? null;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.web_slug, slug));
  return rows.some((r) => r.id !== exceptId);
}

/** Changes the issue only while it is in one of `from`; null when it was not. */
export async function updateIssueIn(
  db: DbOrTx,
  id: number,
  from: readonly NewsletterIssueStatus[],
  values: Partial<NewIssue>,
): Promise<IssueRow | null> {
  return updateStamped(
    db,
    newsletterIssues,
    and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, [...from])),
    values,
  );
}

export async function deleteDraft(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(
    db,
    newsletterIssues,
    and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')),
  );
}

export async function listIssues(
  db: DbOrTx,
  status: NewsletterIssueStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = status ? eq(newsletterIssues.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterIssues)
      .where(where)
      .orderBy(desc(newsletterIssues.updated_at), desc(newsletterIssues.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterIssues).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

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

/** Scheduled issues whose time has come, moved to "sending" by exactly one instance. */
export async function claimDueIssues(db: DbOrTx, now: Date): Promise<IssueRow[]> {
  const due = db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.scheduled_at, now)))
    .orderBy(asc(newsletterIssues.scheduled_at))
    .limit(5)
    .for('update', { skipLocked: true });
  return db
    .update(newsletterIssues)
    .set({ status: 'sending', started_at: now, updated_at: now })
    .where(inArray(newsletterIssues.id, due))
    .returning();
}

export async function saveRendered(db: DbOrTx, id: number, html: string, text: string) {
  await db
    .update(newsletterIssues)
    .set({ rendered_html: html, rendered_text: text })
    .where(eq(newsletterIssues.id, id));
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

/** Issues in "sending" with no pending recipient left become "sent". */
export async function finishIssues(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'sent', sent_at: now, updated_at: now })
    .where(
      and(
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.newsletter_issue_id} = ${newsletterIssues.id} and ${emailOutbox.status} = 'pending')`,
      ),
    )
    .returning({ id: newsletterIssues.id });
  return rows.map((r) => r.id);
}

export interface IssueCounts {
  recipients: number;
  delivered: number;
  failed: number;
  pending: number;
  skipped: number;
  unsubscribes: number;
}

export async function countsFor(db: DbOrTx, ids: number[]): Promise<Map<number, IssueCounts>> {
  const out = new Map<number, IssueCounts>(
    ids.map((id) => [
      id,
      { recipients: 0, delivered: 0, failed: 0, pending: 0, skipped: 0, unsubscribes: 0 },
    ]),
  );
  if (!ids.length) return out;
  const [byStatus, unsubs] = await Promise.all([
    db
      .select({
        issue: emailOutbox.newsletter_issue_id,
        status: emailOutbox.status,
        n: count(),
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.newsletter_issue_id, ids))
      .groupBy(emailOutbox.newsletter_issue_id, emailOutbox.status),
    db
      .select({ issue: newsletterUnsubscribes.issue_id, n: count() })
      .from(newsletterUnsubscribes)
      .where(inArray(newsletterUnsubscribes.issue_id, ids))
      .groupBy(newsletterUnsubscribes.issue_id),
  ]);
  for (const r of byStatus) {
    const c = out.get(r.issue!)!;
    c.recipients += r.n;
    if (r.status === 'sent') c.delivered += r.n;
    else if (r.status === 'failed') c.failed += r.n;
    else if (r.status === 'pending') c.pending += r.n;
    else if (r.status === 'skipped') c.skipped += r.n;
  }
  for (const r of unsubs) out.get(r.issue)!.unsubscribes = r.n;
  return out;
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

export async function recordUnsubscribe(db: DbOrTx, issueId: number, subscriberId: number) {
  await db
    .insert(newsletterUnsubscribes)
    .values({ issue_id: issueId, subscriber_id: subscriberId })
    .onConflictDoNothing();
}

export async function findSubscriberByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  return row ?? null;
}

export async function findSubscriberById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row ?? null;
}

export async function archiveList(db: DbOrTx) {
  return db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'sent'), eq(newsletterIssues.publish_on_web, true)))
    .orderBy(desc(newsletterIssues.sent_at));
}

export async function archiveIssue(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.web_slug, slug),
        eq(newsletterIssues.status, 'sent'),
        eq(newsletterIssues.publish_on_web, true),
      ),
    );
  return row ?? null;
}
