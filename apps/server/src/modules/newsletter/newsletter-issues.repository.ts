import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { NewsletterIssueStatus } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { emailOutbox, newsletterIssues, newsletterUnsubscribes } from '../../db/schema/index';

export type IssueRow = typeof newsletterIssues.$inferSelect;
export type NewIssue = typeof newsletterIssues.$inferInsert;

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

/** The fields an edit may change: the status moves only through newsletter-issue-lifecycle. */
export type IssueEdit = Omit<Partial<NewIssue>, 'status' | 'id'>;

/** A move of statuses, taken from the lifecycle table by the one guard that calls these. */
export interface IssueMove {
  from: readonly NewsletterIssueStatus[];
  to: NewsletterIssueStatus;
}

const updateWhileIn = (
  db: DbOrTx,
  id: number,
  from: readonly NewsletterIssueStatus[],
  values: Partial<NewIssue>,
): Promise<IssueRow | null> =>
  updateStamped(
    db,
    newsletterIssues,
    and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, [...from])),
    values,
  );

/** Changes the issue's fields only while it is in one of `from`; null when it was not. */
export const updateIssueIn = (
  db: DbOrTx,
  id: number,
  from: readonly NewsletterIssueStatus[],
  values: IssueEdit,
) => updateWhileIn(db, id, from, values);

/** Moves one issue, only if its status is still one of `move.from`; null when it was not. */
export const moveIssueRow = (db: DbOrTx, id: number, move: IssueMove, values: IssueEdit) =>
  updateWhileIn(db, id, move.from, { ...values, status: move.to });

export async function deleteIn(
  db: DbOrTx,
  id: number,
  from: readonly NewsletterIssueStatus[],
): Promise<boolean> {
  return deleteWhere(
    db,
    newsletterIssues,
    and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, [...from])),
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

/** Scheduled issues whose time has come, moved (to "sending") by exactly one instance. */
export async function claimDueIssues(db: DbOrTx, now: Date, move: IssueMove): Promise<IssueRow[]> {
  const due = db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(
      and(
        inArray(newsletterIssues.status, [...move.from]),
        lte(newsletterIssues.scheduled_at, now),
      ),
    )
    .orderBy(asc(newsletterIssues.scheduled_at))
    .limit(5)
    .for('update', { skipLocked: true });
  return db
    .update(newsletterIssues)
    .set({ status: move.to, started_at: now, updated_at: now })
    .where(inArray(newsletterIssues.id, due))
    .returning();
}

export async function saveRendered(
  db: DbOrTx,
  id: number,
  rendered: { html: string; text: string; web: string | null },
) {
  await db
    .update(newsletterIssues)
    .set({ rendered_html: rendered.html, rendered_text: rendered.text, web_html: rendered.web })
    .where(eq(newsletterIssues.id, id));
}

/** Issues being sent with no pending recipient left are moved (to "sent"). */
export async function finishIssues(db: DbOrTx, now: Date, move: IssueMove): Promise<number[]> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: move.to, sent_at: now, updated_at: now })
    .where(
      and(
        inArray(newsletterIssues.status, [...move.from]),
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

export async function recordUnsubscribe(db: DbOrTx, issueId: number, subscriberId: number) {
  await db
    .insert(newsletterUnsubscribes)
    .values({ issue_id: issueId, subscriber_id: subscriberId })
    .onConflictDoNothing();
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
