import { longDate, postDate, readingTime, type BlogPost } from '@atelier/core';
import { useBrowserValue } from '@/lib/use-hydrated';

type DatedPost = Pick<BlogPost, 'published_date' | 'published_at' | 'created_at'>;

/**
 * The post's date (docs/product.md §2 fallback order) as ISO for <time dateTime> and as words, in the
 * visitor's time zone. The server knows no visitor's zone: its HTML (and so the hydrating
 * render) says the UTC date, and the browser's own follows at once.
 */
export function usePostDate(post: DatedPost): { iso: string; label: string } {
  const iso = postDate(post);
  const date = new Date(iso);
  const valid = !Number.isNaN(date.getTime());
  const label = useBrowserValue(
    valid ? longDate(date, 'local') : '',
    valid ? longDate(date, 'utc') : '',
  );
  return { iso, label };
}

/** "4 min read" (docs/product.md §9 reading time). */
export const readingTimeLabel = (content: string | null | undefined) =>
  `${readingTime(content)} min read`;
