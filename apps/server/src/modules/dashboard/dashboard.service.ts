import {
  centsToDollars,
  DASHBOARD_EXCERPT_LENGTH,
  DASHBOARD_LIST_SIZE,
  ORDER_STATUSES,
  type DashboardOrders,
  type DashboardSummary,
} from '@atelier/core';
import type { Db } from '../../db/client';
import { iso } from '../../lib/serialize';
import { workStateCounts } from '../artworks/artworks.service';
import { failedEmailCount } from '../mail/failed-emails.service';
import { offersSummary } from '../offers/offers.service';
import { unmatchedPaymentsRefunded } from '../orders/orders.service';
import { waitlistCounts } from '../waitlist/waitlist-admin.service';
import * as repo from './dashboard.repository';

/** The first day of `now`'s month at midnight UTC: the server's notion of "this month". */
export const startOfMonthUtc = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** "2026-03" of a date, in UTC. */
const monthKey = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** Counts by status, revenue this month and year, and the last 12 months (oldest first, zeros included). */
export async function ordersSummary(db: Db, now = new Date()): Promise<DashboardOrders> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [counts, revenue] = await Promise.all([
    repo.orderCounts(db),
    repo.revenueByMonth(db, first),
  ]);
  const byMonth = new Map(revenue.map((r) => [r.month, r]));
  const months = Array.from({ length: 12 }, (_, i) =>
    monthKey(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1))),
  );
  const year = String(now.getUTCFullYear());
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, sum(counts, (r) => r.status === s)]),
  ) as DashboardOrders['counts'];
  return {
    counts: byStatus,
    to_ship: byStatus.paid,
    revenue_this_month: centsToDollars(byMonth.get(monthKey(now))?.cents ?? 0),
    revenue_this_year: centsToDollars(
      revenue.filter((r) => r.month.startsWith(`${year}-`)).reduce((n, r) => n + r.cents, 0),
    ),
    revenue_by_month: months.map((month) => ({
      month,
      revenue: centsToDollars(byMonth.get(month)?.cents ?? 0),
      orders: byMonth.get(month)?.n ?? 0,
    })),
  };
}

/** Sum of the grouped counts whose row matches (all rows without a test). */
const sum = <T extends { n: number }>(rows: T[], match: (row: T) => boolean = () => true) =>
  rows.filter(match).reduce((total, row) => total + row.n, 0);

/** One line of a message: whitespace folded, cut at a word where possible. */
export function excerpt(text: string, max = DASHBOARD_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Everything the dashboard shows, read in parallel. Counts come from grouped queries so the
 * cost stays flat as the catalogue grows.
 */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const [
    states,
    hidden,
    subs,
    messages,
    posts,
    recent,
    upcoming,
    orders,
    failedEmails,
    offers,
    unmatched,
    waitlist,
  ] = await Promise.all([
    workStateCounts(db),
    repo.hiddenArtworkCount(db),
    repo.subscriberCounts(db, startOfMonthUtc(now)),
    repo.messageCounts(db),
    repo.postCounts(db, now),
    repo.recentMessages(db, DASHBOARD_LIST_SIZE),
    repo.upcomingPosts(db, now, DASHBOARD_LIST_SIZE),
    ordersSummary(db, now),
    failedEmailCount(db),
    offersSummary(db),
    unmatchedPaymentsRefunded({ db }, now),
    waitlistCounts(db),
  ]);
  const byStatus = (value: string) => sum(subs.byStatus, (r) => r.status === value);

  return {
    artworks: {
      total: Object.values(states).reduce((n, count) => n + count, 0),
      ...states,
      hidden,
    },
    subscribers: {
      active: byStatus('active'),
      new_this_month: subs.newSince,
      pending: byStatus('pending'),
    },
    messages: {
      unread: sum(messages, (r) => !r.is_read),
      total: sum(messages),
      unread_questions: sum(messages, (r) => !r.is_read && r.about_a_work),
    },
    emails: { failed: failedEmails },
    payments: { unmatched_refunded: unmatched },
    offers,
    waitlist,
    posts,
    recent_messages: recent.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      excerpt: excerpt(m.message),
      is_read: m.is_read,
      created_at: iso(m.created_at),
    })),
    upcoming_posts: upcoming.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      published_at: iso(p.published_at!),
    })),
    orders,
  };
}
