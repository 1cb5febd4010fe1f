import { MESSAGES } from '@atelier/core';
import { pageContentQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-query';

/**
 * GET /page-content/{page} (public). docs/product.md §8: a non-OK answer becomes "Failed to fetch page
 * content"; the page then shows its fallbacks.
 */
export const pageContentQueryOptions = (page: string) => {
  const query = pageContentQuery(page);
  return queryOptions({
    queryKey: query.key,
    queryFn: ({ signal }) =>
      fetchQuery(query, signal).catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error(MESSAGES.fetchPageContentFailed, { cause: error });
      }),
    // Content that is missing now will be missing on retry too; fallbacks cover it.
    retry: false,
  });
};

export const usePageContent = (page: string) => useQuery(pageContentQueryOptions(page));
