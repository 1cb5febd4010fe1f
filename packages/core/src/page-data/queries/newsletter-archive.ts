import type {
  NewsletterArchiveIssue,
  NewsletterArchiveItem,
} from '../../schemas/newsletter-issues';
import type { ApiQuery } from '../api-query';

/** The issues the artist published on the web, newest first (the archive on /mailing-list). */
export const newsletterArchiveQuery = (): ApiQuery<NewsletterArchiveItem[]> => ({
  key: ['newsletter', 'archive', 'list'],
  path: '/newsletter/archive',
});

/** One published issue, without personal links; null when it is not (or no longer) published. */
export const newsletterIssueQuery = (slug: string): ApiQuery<NewsletterArchiveIssue | null> => ({
  key: ['newsletter', 'archive', 'detail', slug],
  path: `/newsletter/archive/${encodeURIComponent(slug)}`,
  missingIsNull: true,
});
