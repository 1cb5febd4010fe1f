import { postDate, readingTime, type BlogPost } from '@atelier/core';

type DatedPost = Pick<BlogPost, 'published_date' | 'published_at' | 'created_at'>;

/** "March 5, 2026", in the visitor's time zone (Intl, so the cards need no date library). */
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The post's date (SPEC §2 fallback order) as ISO for <time dateTime> and as words. */
export function postDateParts(post: DatedPost): { iso: string; label: string } {
  const iso = postDate(post);
  const date = new Date(iso);
  return { iso, label: Number.isNaN(date.getTime()) ? '' : longDate.format(date) };
}

/** "4 min read" (SPEC §9 reading time). */
export const readingTimeLabel = (content: string | null | undefined) =>
  `${readingTime(content)} min read`;
