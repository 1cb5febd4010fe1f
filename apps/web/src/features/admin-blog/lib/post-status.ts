import type { BlogPost, PostStatus } from '@atelier/core';

/**
 * Where a post stands for the artist now. The server treats a scheduled post whose time has
 * come as published (no cron), so the admin shows it as published too.
 */
export function effectiveStatus(
  post: Pick<BlogPost, 'status' | 'published_at'>,
  now = new Date(),
): PostStatus {
  if (post.status !== 'scheduled') return post.status;
  const at = post.published_at ? new Date(post.published_at).getTime() : NaN;
  return at <= now.getTime() ? 'published' : 'scheduled';
}

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};
