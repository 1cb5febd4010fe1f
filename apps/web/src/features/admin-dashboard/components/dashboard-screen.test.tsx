import type { DashboardSummary } from '@atelier/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, ok } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { QUIET_SUMMARY, renderDashboard } from '../testing/render-dashboard';

const SUMMARY: DashboardSummary = {
  ...QUIET_SUMMARY,
  messages: { ...QUIET_SUMMARY.messages, unread_questions: 1 },
  recent_messages: [
    {
      id: 7,
      name: 'Mira Stone',
      email: 'mira@example.com',
      subject: 'Commission',
      excerpt: 'Could you paint our harbour?',
      is_read: false,
      created_at: '2026-03-02T09:00:00Z',
    },
  ],
  upcoming_posts: [
    { id: 12, title: 'The fog paintings', slug: 'fog', published_at: '2026-12-01T09:00:00Z' },
  ],
};

describe('DashboardScreen', () => {
  it('shows skeleton cards while loading', () => {
    renderDashboard(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Artworks' })).not.toBeInTheDocument();
  });

  it('shows the counts as cards linking to their screens', async () => {
    renderDashboard(() => ok(SUMMARY));
    const artworks = (await screen.findByRole('link', { name: 'Artworks' })).closest('section')!;
    expectLink('Artworks', '/admin/artworks', artworks);
    expectTexts(artworks, [
      '19available',
      '30 in the catalogue',
      '7 sold · 2 held by orders · 1 reserved · 1 not for sale · 2 hidden',
    ]);
    const subscribers = screen.getByRole('link', { name: 'Subscribers' }).closest('section')!;
    expectTexts(subscribers, ['48active', '5 new this month', '3 awaiting confirmation']);
    const waitlist = screen.getByRole('link', { name: 'Waitlist' }).closest('section')!;
    expectLink('Waitlist', '/admin/waitlist', waitlist);
    expectTexts(waitlist, [
      '4waiting',
      'for work like one they could not buy',
      '2 not confirmed yet',
    ]);
    const messages = screen.getByRole('link', { name: 'Messages' }).closest('section')!;
    expect(messages).toHaveTextContent('2unread');
    expect(messages).toHaveTextContent('1 unread question about a work');
    const blog = screen.getByRole('link', { name: 'Blog' }).closest('section')!;
    expectTexts(blog, ['10published', '1 scheduled', '1 draft']);
  });

  it('lists recent messages and upcoming posts, each opening its screen', async () => {
    renderDashboard(() => ok(SUMMARY));
    const message = await screen.findByRole('link', { name: /Mira Stone/ });
    expect(message).toHaveAttribute('href', '/admin/inbox?id=7');
    expect(message).toHaveTextContent('Unread: Mira Stone');
    expect(message).toHaveTextContent('Commission — Could you paint our harbour?');
    expectLink(/The fog paintings/, '/admin/blog/12/edit');
  });

  it('says what to do when the site is empty', async () => {
    renderDashboard(() =>
      ok({
        ...SUMMARY,
        artworks: {
          total: 0,
          available: 0,
          held: 0,
          reserved: 0,
          sold: 0,
          not_for_sale: 0,
          hidden: 0,
        },
        recent_messages: [],
        upcoming_posts: [],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Add your first artwork' })).toHaveAttribute(
      'href',
      '/admin/artworks',
    );
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing scheduled/)).toBeInTheDocument();
  });

  // Each notice shows only when something waits, above the counts, and leads to its list.
  const NOTICES = [
    {
      about: 'emails that could not be sent',
      waiting: { emails: { failed: 2 } },
      heading: '2 emails could not be sent',
      link: 'Review emails',
      href: '/admin/emails',
    },
    {
      about: 'card payments refunded because they matched no order',
      waiting: { payments: { unmatched_refunded: 1 } },
      heading: '1 card payment was refunded automatically',
      link: 'Open orders',
      href: '/admin/orders',
    },
    {
      about: 'offers to answer and reservations ending soon',
      waiting: { offers: { open: 2, reservations_ending_soon: 1 } },
      heading: '2 offers to answer · 1 reservation ends within a day',
      link: 'See offers',
      href: '/admin/inbox?kind=offer',
    },
  ];

  it.each(NOTICES)('puts a notice about $about first, linking to their list', async (notice) => {
    renderDashboard(() => ok({ ...SUMMARY, ...notice.waiting }));
    const section = (
      await screen.findByRole('heading', { level: 2, name: notice.heading })
    ).closest('section')!;
    expectLink(notice.link, notice.href, section);
  });

  it.each(NOTICES)('shows no notice about $about when none wait', async (notice) => {
    renderDashboard(() => ok(SUMMARY));
    await screen.findByRole('link', { name: 'Artworks' });
    expect(screen.queryByRole('link', { name: notice.link })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user } = renderDashboard(failsOnceThen('Counts unavailable', () => ok(SUMMARY)));
    await expectAlertThenRetry(user, 'Counts unavailable');
    expect(await screen.findByRole('link', { name: 'Subscribers' })).toBeInTheDocument();
  });
});
