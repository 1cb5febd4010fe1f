import type { OrderStatus } from '@atelier/core';
import { and, asc, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { artworks, blogPosts, contactMessages, orders, subscribers } from '../../db/schema/index';
import { isPublished } from '../blog/blog-posts.service';

/** How many artworks are hidden from visitors (by state: `workStateCounts` of artworks). */
export async function hiddenArtworkCount(db: DbOrTx) {
  const [hidden] = await db
    .select({ n: count() })
    .from(artworks)
    .where(eq(artworks.is_public, false));
  return hidden?.n ?? 0;
}

/** Subscribers grouped by status, plus active ones who signed up since `since`. */
export async function subscriberCounts(db: DbOrTx, since: Date) {
  const [byStatus, [recent]] = await Promise.all([
    db
      .select({ status: subscribers.status, n: count() })
      .from(subscribers)
      .groupBy(subscribers.status),
    db
      .select({ n: count() })
      .from(subscribers)
      .where(and(eq(subscribers.status, 'active'), gte(subscribers.created_at, since))),
  ]);
  return { byStatus, newSince: recent?.n ?? 0 };
}

/** Messages grouped by read state. */
export const messageCounts = (db: DbOrTx) => {
  const aboutAWork = sql<boolean>`${contactMessages.artwork_id} is not null`;
  return db
    .select({ is_read: contactMessages.is_read, about_a_work: aboutAWork, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.is_read, aboutAWork);
};

/** Published (as visitors see it at `now`), upcoming scheduled, and draft posts. */
export async function postCounts(db: DbOrTx, now: Date) {
  const countWhere = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(blogPosts).where(where))[0]?.n ?? 0;
  const [published, scheduled, drafts] = await Promise.all([
    countWhere(isPublished(now)),
    countWhere(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.published_at, now))),
    countWhere(eq(blogPosts.status, 'draft')),
  ]);
  return { published, scheduled, drafts };
}

export const recentMessages = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(limit);

/** Scheduled posts still to come, soonest first. */
export const upcomingPosts = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      published_at: blogPosts.published_at,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.published_at, now)))
    .orderBy(asc(blogPosts.published_at), asc(blogPosts.id))
    .limit(limit);

/** Orders grouped by status. */
export const orderCounts = (db: DbOrTx) =>
  db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);

/** Statuses whose payment the artist keeps: revenue. Refunded and cancelled orders do not count. */
export const REVENUE_STATUSES: OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Revenue (cents) and paid orders per UTC month ("YYYY-MM") since `since`, by payment date. */
export async function revenueByMonth(db: DbOrTx, since: Date) {
  const month = sql<string>`to_char(date_trunc('month', ${orders.paid_at} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      cents: sql<number>`coalesce(sum(${orders.total_cents}), 0)::bigint`,
      n: count(),
    })
    .from(orders)
    .where(and(inArray(orders.status, REVENUE_STATUSES), gte(orders.paid_at, since)))
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, cents: Number(r.cents), n: r.n }));
}
