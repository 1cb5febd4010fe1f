import type { DashboardSummary } from '@atelier/core';
import { paths } from '@/lib/paths';
import { StatCard } from './stat-card';

/** "3 sold · 1 reserved": the non-zero parts of a breakdown, in order. */
const breakdown = (parts: Array<[number, string]>) =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} ${label}`)
    .join(' · ') || null;

/** The four counts the artist checks first, each linking to its screen. */
export function StatCards({ summary }: { summary: DashboardSummary }) {
  const { artworks, subscribers, messages, posts } = summary;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Artworks"
        value={artworks.available}
        valueLabel="available"
        to={paths.admin.artworks()}
        details={
          <>
            <p>{artworks.total} in the catalogue</p>
            <p>
              {breakdown([
                [artworks.sold, 'sold'],
                [artworks.reserved, 'reserved'],
                [artworks.not_for_sale, 'not for sale'],
                [artworks.hidden, 'hidden'],
              ])}
            </p>
          </>
        }
      />
      <StatCard
        title="Subscribers"
        value={subscribers.active}
        valueLabel="active"
        to={paths.admin.subscribers()}
        details={
          <>
            <p>{subscribers.new_this_month} new this month</p>
            <p>{subscribers.pending} awaiting confirmation</p>
          </>
        }
      />
      <StatCard
        title="Messages"
        value={messages.unread}
        valueLabel="unread"
        to={paths.admin.messages()}
        details={
          <>
            <p>{messages.total} in the inbox</p>
            {messages.unread_questions > 0 && (
              <p>
                {messages.unread_questions} unread{' '}
                {messages.unread_questions === 1 ? 'question' : 'questions'} about a work
              </p>
            )}
          </>
        }
      />
      <StatCard
        title="Blog"
        value={posts.published}
        valueLabel="published"
        to={paths.admin.blog()}
        details={
          <>
            <p>{posts.scheduled} scheduled</p>
            <p>
              {posts.drafts} {posts.drafts === 1 ? 'draft' : 'drafts'}
            </p>
          </>
        }
      />
    </div>
  );
}
