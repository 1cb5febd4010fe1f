import { postDate, readingTime, type BlogPost } from '@atelier/core';
import { useLongDate } from '@/components/ui';

type DatedPost = Pick<BlogPost, 'published_date' | 'published_at' | 'created_at'>;

/**
 * The post's date (docs/product.md §2 fallback order) as ISO for <time dateTime> and as words, in the
 * visitor's time zone (`useLongDate`).
 */
export function usePostDate(post: DatedPost): { iso: string; label: string } {
  const iso = postDate(post);
  return { iso, label: useLongDate(iso) };
}

/** "4 min read" (docs/product.md §9 reading time). */
export const readingTimeLabel = (content: string | null | undefined) =>
  `${readingTime(content)} min read`;
