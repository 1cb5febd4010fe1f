import { blogPostQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /blog/posts/{slug}: one published post (a 404 for drafts and future posts). */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions(fromApiQuery(blogPostQuery(slug)));

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
