import { postDate, readingTime, type BlogPost } from '@atelier/core';
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

type DatedPost = Pick<BlogPost, 'published_date' | 'published_at' | 'created_at'>;

/** The post's date (SPEC §2 fallback order) as ISO for <time dateTime> and as words. */
export function postDateParts(post: DatedPost): { iso: string; label: string } {
  const iso = postDate(post);
  const date = parseISO(iso);
  return { iso, label: isValid(date) ? format(date, 'MMMM d, yyyy') : '' };
}

/** "4 min read" (SPEC §9 reading time). */
export const readingTimeLabel = (content: string | null | undefined) =>
  `${readingTime(content)} min read`;

/** "3 days ago" with date-fns' usual thresholds (SPEC §9 relative times). */
export function relativeTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : '';
}
