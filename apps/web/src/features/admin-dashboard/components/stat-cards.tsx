import type { DashboardSummary } from '@atelier/core';
import { adminPaths } from '@/lib/admin-paths';
import { StatCard, type StatCardProps } from './stat-card';

/** "3 sold · 1 reserved": the non-zero parts of a breakdown, in order. */
const breakdown = (parts: Array<[number, string]>) =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} ${label}`)
    .join(' · ') || null;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts the artist checks first, each linking to its screen. */
export function StatCards({ summary }: { summary: DashboardSummary }) {
  const { artworks, subscribers, waitlist, messages, posts } = summary;
  const cards: StatCardProps[] = [
    {
      title: 'Artworks',
      value: artworks.available,
      valueLabel: 'available',
      to: adminPaths.artworks(),
      details: [
        `${artworks.total} in the catalogue`,
        breakdown([
          [artworks.sold, 'sold'],
          // The dashboard's counts read the same state as the artworks' list (decision 048).
          [artworks.held, artworks.held === 1 ? 'held by an order' : 'held by orders'],
          [artworks.reserved, 'reserved'],
          [artworks.not_for_sale, 'not for sale'],
          [artworks.hidden, 'hidden'],
        ]),
      ],
    },
    {
      title: 'Subscribers',
      value: subscribers.active,
      valueLabel: 'active',
      to: adminPaths.subscribers(),
      details: [
        `${subscribers.new_this_month} new this month`,
        `${subscribers.pending} awaiting confirmation`,
      ],
    },
    {
      title: 'Waitlist',
      value: waitlist.waiting,
      valueLabel: 'waiting',
      to: adminPaths.waitlist(),
      details: [
        'for work like one they could not buy',
        `${waitlist.unconfirmed} not confirmed yet`,
      ],
    },
    {
      title: 'Messages',
      value: messages.unread,
      valueLabel: 'unread',
      to: adminPaths.messages(),
      details: [
        `${messages.total} in the inbox`,
        messages.unread_questions > 0
          ? `${count(messages.unread_questions, 'unread question', 'unread questions')} about a work`
          : null,
      ],
    },
    {
      title: 'Blog',
      value: posts.published,
      valueLabel: 'published',
      to: adminPaths.blog(),
      details: [`${posts.scheduled} scheduled`, count(posts.drafts, 'draft', 'drafts')],
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
      {cards.map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </div>
  );
}
