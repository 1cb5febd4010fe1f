import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardSummary } from '@atelier/core';
import { orders } from '../../db/schema/index';
import { createContactMessage, createSubscriber } from '../../test/factories/audience';
import { createPost, minutesFromNow } from '../../test/factories/blog';
import { createArtwork, createPricedArtwork } from '../../test/factories/catalogue';
import { adminAction, orderBody, orderRow, placeOrder } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { createWaitlistEntry } from '../waitlist/waitlist.fixtures';
import { excerpt, ordersSummary, startOfMonthUtc } from './dashboard.service';

const t = useTestApp();

const DAY = 86_400_000;
const getDashboard = (headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers });

describe('GET /admin/dashboard', () => {
  it('requires an admin token', async () => {
    expect((await getDashboard({})).statusCode).toBe(401);
    expect((await getDashboard({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('answers zeros, empty lists and no orders on an empty site', async () => {
    const res = await getDashboard();
    expect(res.statusCode).toBe(200);
    const data = DashboardSummary.parse(res.json().data);
    expect(data.artworks).toEqual({
      total: 0,
      available: 0,
      held: 0,
      reserved: 0,
      sold: 0,
      not_for_sale: 0,
      hidden: 0,
    });
    expect(data.subscribers).toEqual({ active: 0, new_this_month: 0, pending: 0 });
    expect(data.messages).toEqual({ unread: 0, total: 0, unread_questions: 0 });
    expect(data.posts).toEqual({ published: 0, scheduled: 0, drafts: 0 });
    expect(data.waitlist).toEqual({ waiting: 0, unconfirmed: 0 });
    expect(data.recent_messages).toEqual([]);
    expect(data.upcoming_posts).toEqual([]);
    expect(data.orders).toEqual({
      counts: {
        pending_payment: 0,
        paid: 0,
        shipped: 0,
        delivered: 0,
        cancelled: 0,
        expired: 0,
        refunded: 0,
      },
      to_ship: 0,
      revenue_this_month: 0,
      revenue_this_year: 0,
      revenue_by_month: expect.any(Array),
    });
    expect(data.orders!.revenue_by_month).toHaveLength(12);
    expect(data.orders!.revenue_by_month.every((m) => m.revenue === 0 && m.orders === 0)).toBe(
      true,
    );
  });

  describe('with content', () => {
    let messageIds: number[] = [];
    let upcomingIds: number[] = [];
    beforeAll(async () => {
      const db = t.app.db;
      for (const availability of [
        'available',
        'available',
        'available',
        'sold',
        'sold',
        'reserved',
        'not_for_sale',
      ]) {
        await createArtwork(db, { availability });
      }
      const asked = await createArtwork(db, { availability: 'available', is_public: false });
      await createArtwork(db, { availability: 'sold', is_public: false });

      const lastMonth = new Date(startOfMonthUtc(new Date()).getTime() - DAY);
      await createSubscriber(db, { status: 'active' });
      await createSubscriber(db, { status: 'active' });
      await createSubscriber(db, { status: 'active', created_at: lastMonth });
      await createSubscriber(db, { status: 'pending' });
      await createSubscriber(db, { status: 'unsubscribed' });

      for (const [email, status] of [
        ['ada@example.com', 'active'],
        ['bo@example.com', 'active'],
        ['cy@example.com', 'pending'],
        ['di@example.com', 'left'],
      ] as const)
        await createWaitlistEntry(db, { email, status });

      messageIds = [];
      for (let i = 0; i < 7; i++) {
        const row = await createContactMessage(db, {
          name: `Visitor ${i}`,
          message: `Message number ${i}   with\n\nwhitespace`,
          is_read: i < 2,
          // Two are questions about a work, one of them unread.
          artwork_id: i === 0 || i === 5 ? asked.id : null,
          created_at: new Date(Date.now() - (10 - i) * DAY),
        });
        messageIds.push(row.id);
      }

      await createPost(db, { status: 'published' });
      await createPost(db, { status: 'published' });
      await createPost(db, { status: 'scheduled', published_at: minutesFromNow(-60) });
      await createPost(db, { status: 'draft' });
      upcomingIds = [];
      for (const days of [6, 2, 4, 1, 5, 3]) {
        const post = await createPost(db, {
          status: 'scheduled',
          title: `In ${days} days`,
          published_at: minutesFromNow(days * 24 * 60),
        });
        upcomingIds[days] = post.id;
      }
    });

    it('counts artworks by availability, including hidden ones, and counts hidden ones', async () => {
      const data = DashboardSummary.parse((await getDashboard()).json().data);
      expect(data.artworks).toEqual({
        total: 9,
        available: 4,
        held: 0,
        reserved: 1,
        sold: 3,
        not_for_sale: 1,
        hidden: 2,
      });
    });

    it('counts active, new this month and pending subscribers', async () => {
      const data = DashboardSummary.parse((await getDashboard()).json().data);
      expect(data.subscribers).toEqual({ active: 3, new_this_month: 2, pending: 1 });
    });

    it('counts the waitlist: confirmed entries waiting, and those not confirmed yet', async () => {
      const data = DashboardSummary.parse((await getDashboard()).json().data);
      expect(data.waitlist).toEqual({ waiting: 2, unconfirmed: 1 });
    });

    it('counts messages and lists the five newest with a one-line excerpt', async () => {
      const data = DashboardSummary.parse((await getDashboard()).json().data);
      expect(data.messages).toEqual({ unread: 5, total: 7, unread_questions: 1 });
      expect(data.recent_messages.map((m) => m.id)).toEqual(messageIds.slice(2).reverse());
      expect(data.recent_messages[0]).toMatchObject({
        name: 'Visitor 6',
        is_read: false,
        excerpt: 'Message number 6 with whitespace',
      });
    });

    it('counts posts as visitors see them and lists the next five scheduled, soonest first', async () => {
      const data = DashboardSummary.parse((await getDashboard()).json().data);
      // The scheduled post whose time has passed is public, so it counts as published.
      expect(data.posts).toEqual({ published: 3, scheduled: 6, drafts: 1 });
      expect(data.upcoming_posts.map((p) => p.id)).toEqual(
        [1, 2, 3, 4, 5].map((d) => upcomingIds[d]),
      );
      expect(data.upcoming_posts[0]).toMatchObject({ title: 'In 1 days' });
    });
  });
});

describe('orders block', () => {
  it('counts orders by status and sums revenue of paid, shipped and delivered orders per UTC month', async () => {
    const db = t.app.db;
    const place = async (dollars: number) => {
      const art = await createPricedArtwork(db, dollars);
      const res = await placeOrder(
        t,
        orderBody([{ artwork_id: art.id }], {
          shipping_address: { line1: '1 Rue', city: 'Paris', postal_code: '75001', country: 'FR' },
        }),
      );
      return (await orderRow(db, res.json().data.order.number)).id;
    };
    // International: $250 shipping, no tax, so totals are price + 250.
    const paidNow = await place(1000);
    const shippedNow = await place(2000);
    const refunded = await place(4000);
    await place(500); // stays pending
    const cancelled = await place(700);
    const lastYear = await place(3000);
    for (const id of [paidNow, shippedNow, refunded, lastYear])
      await adminAction(t, id, 'mark-paid');
    await adminAction(t, shippedNow, 'ship', { carrier: 'UPS', tracking_number: '1Z9' });
    await adminAction(t, refunded, 'refund');
    await adminAction(t, cancelled, 'cancel');
    const now = new Date('2026-03-17T12:00:00Z');
    await db
      .update(orders)
      .set({ paid_at: new Date('2026-03-02T10:00:00Z') })
      .where(eq(orders.id, paidNow));
    await db
      .update(orders)
      .set({ paid_at: new Date('2026-01-31T23:30:00Z') })
      .where(eq(orders.id, shippedNow));
    await db
      .update(orders)
      .set({ paid_at: new Date('2025-04-01T00:00:00Z') })
      .where(eq(orders.id, lastYear));

    const summary = await ordersSummary(db, now);
    expect(summary.counts).toEqual({
      pending_payment: 1,
      paid: 2,
      shipped: 1,
      delivered: 0,
      cancelled: 1,
      expired: 0,
      refunded: 1,
    });
    expect(summary.to_ship).toBe(2);
    expect(summary.revenue_this_month).toBe(1250);
    expect(summary.revenue_this_year).toBe(1250 + 2250);
    expect(summary.revenue_by_month.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(summary.revenue_by_month.filter((m) => m.revenue > 0)).toEqual([
      { month: '2025-04', revenue: 3250, orders: 1 },
      { month: '2026-01', revenue: 2250, orders: 1 },
      { month: '2026-03', revenue: 1250, orders: 1 },
    ]);

    const data = DashboardSummary.parse((await getDashboard()).json().data);
    expect(data.orders?.counts.paid).toBe(2);
    expect(data.orders?.revenue_by_month).toHaveLength(12);
  });
});

describe('dashboard helpers', () => {
  it('cuts long messages at a word and marks the cut', () => {
    expect(excerpt('short one')).toBe('short one');
    const long = `${'word '.repeat(40)}end`;
    const cut = excerpt(long, 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(cut).toBe('word word word word word word…');
  });

  it('starts the month at midnight UTC on the first', () => {
    expect(startOfMonthUtc(new Date('2026-03-17T23:59:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
