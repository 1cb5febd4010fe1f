import type { PostStatus } from '@atelier/core';
import { and, eq, gt, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/index';

/**
 * A post is public when its status is "published", or "scheduled" with published_at in the
 * past. `now` is read at query time, so scheduling needs no cron.
 */
export const isPublished = (now: Date | Placeholder): SQL =>
  or(
    eq(blogPosts.status, 'published'),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.published_at, now)),
  ) as SQL;

/** "scheduled" as the admin means it: not yet public. */
const isUpcoming = (now: Date | Placeholder): SQL =>
  and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.published_at, now)) as SQL;

export type StatusFilter = PostStatus | 'all';

/** The condition for a status filter; undefined for "all". */
export function statusCondition(status: StatusFilter, now: Date | Placeholder): SQL | undefined {
  switch (status) {
    case 'draft':
      return eq(blogPosts.status, 'draft');
    case 'scheduled':
      return isUpcoming(now);
    case 'published':
      return isPublished(now);
    case 'all':
      return undefined;
  }
}

/** Whether a loaded row is public right now (same rule as `isPublished`). */
export function rowIsPublished(
  row: { status: string; published_at: Date | null },
  now: Date,
): boolean {
  if (row.status === 'published') return true;
  return row.status === 'scheduled' && row.published_at !== null && row.published_at <= now;
}
