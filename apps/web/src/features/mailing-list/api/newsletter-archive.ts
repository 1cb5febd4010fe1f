import { newsletterArchiveQuery, newsletterIssueQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /newsletter/archive: the issues published on the web, newest first. */
export const useNewsletterArchive = () =>
  useQuery(queryOptions(fromApiQuery(newsletterArchiveQuery())));

/** GET /newsletter/archive/{slug}: one published issue; null when there is none. */
export const useNewsletterIssue = (slug: string) =>
  useQuery(queryOptions(fromApiQuery(newsletterIssueQuery(slug))));
