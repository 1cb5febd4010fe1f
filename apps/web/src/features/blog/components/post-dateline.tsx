import type { BlogPost } from '@atelier/core';
import { usePostDate, readingTimeLabel } from '../lib/format';

/**
 * A post's date and reading time, as one line: a dot between them for the eye, a comma for
 * screen readers. The caller's paragraph gives it its look.
 */
export function PostDateline({ post, className }: { post: BlogPost; className: string }) {
  const date = usePostDate(post);
  return (
    <p className={className}>
      <time dateTime={date.iso}>{date.label}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {readingTimeLabel(post.content)}
    </p>
  );
}
