import type { DashboardPost } from '@atelier/core';
import { Link } from 'react-router';
import { longDate } from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';
import { DashboardPanel } from './dashboard-panel';

/** The next scheduled posts, soonest first, each opening its editor. */
export function UpcomingPosts({ posts }: { posts: DashboardPost[] }) {
  return (
    <DashboardPanel title="Scheduled posts" to={adminPaths.blogSchedule()} linkLabel="Schedule">
      {posts.length === 0 ? (
        <p className="px-5 py-8 text-sm text-muted">
          Nothing scheduled.{' '}
          <Link to={adminPaths.blogNew()} className="text-accent underline underline-offset-4">
            Write a post
          </Link>{' '}
          and choose when it goes live.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {posts.map((post) => (
            <li key={post.id}>
              <Link
                to={adminPaths.blogEdit(post.id)}
                className="block px-5 py-3 hover:bg-placeholder/60"
              >
                <span className="block truncate font-medium">{post.title}</span>
                <span className="text-sm text-muted">
                  Publishes <time dateTime={post.published_at}>{longDate(post.published_at)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
