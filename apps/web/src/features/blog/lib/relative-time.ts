import { formatDistanceToNow, isValid, parseISO } from 'date-fns';

/**
 * "3 days ago" with date-fns' usual thresholds (docs/product.md §9 relative times). Its own module, so
 * only the related posts (below a post) load date-fns, not every page with a post card.
 */
export function relativeTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : '';
}
