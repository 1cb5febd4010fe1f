import { Link } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { QueryState, Skeleton, SkeletonList, buttonClasses } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { useAdminPosts } from '../api/get-admin-posts';
import { dayLabel, groupByLocalDay, timeZoneName } from '@/lib/local-time';
import { NewPostLink } from './new-post-link';
import { ScheduledPostItem } from './scheduled-post-item';

/** Enough for any artist's queue; the screen says so if there are ever more. */
const LIMIT = 100;

function ScheduleSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      {[2, 1].map((rows, i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="h-7 w-64" />
          <SkeletonList
            rows={rows}
            row="flex gap-5 px-5 py-5"
            shapes={['h-4 w-12', 'h-4 flex-1', 'h-8 w-48']}
          />
        </div>
      ))}
    </div>
  );
}

/** /admin/blog/schedule: posts waiting to go live, by day in the artist's time zone. */
export function ScheduleScreen() {
  const query = useAdminPosts({ status: 'scheduled', limit: LIMIT, offset: 0 });

  return (
    <>
      <AdminPageHeader
        title="Scheduled posts"
        description={`Posts waiting to go live, soonest first. Times are in ${timeZoneName()}.`}
        actions={
          <>
            <Link to={adminPaths.blog()} className={buttonClasses('secondary', 'sm')}>
              All posts
            </Link>
            <NewPostLink />
          </>
        }
      />
      <QueryState
        query={query}
        loading={<ScheduleSkeleton />}
        failure="Could not load the scheduled posts"
        isEmpty={(posts) => posts.data.length === 0}
        empty={
          <EmptyState title="Nothing scheduled" action={<NewPostLink />}>
            Write a post, choose a date and time under “Publish on” and press “Schedule”: it goes
            live by itself then.
          </EmptyState>
        }
      >
        {(posts) => (
          <div className="space-y-8" aria-busy={query.isFetching || undefined}>
            {groupByLocalDay(posts.data, (p) => p.published_at ?? p.created_at).map(
              ({ day, items }) => (
                <section key={day.getTime()} aria-labelledby={`day-${day.getTime()}`}>
                  <h2 id={`day-${day.getTime()}`} className="mb-3 text-2xl">
                    {dayLabel(day)}
                  </h2>
                  <ul className="divide-y divide-line border border-line bg-surface">
                    {items.map((post) => (
                      <ScheduledPostItem key={post.id} post={post} />
                    ))}
                  </ul>
                </section>
              ),
            )}
            {posts.pagination.total > posts.data.length && (
              <p className="text-sm text-muted">
                {LIMIT} of {posts.pagination.total} scheduled posts are shown.
              </p>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
