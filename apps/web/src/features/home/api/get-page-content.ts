import { MESSAGES, type PageContent } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /page-content/{page} (public). SPEC §8: a non-OK answer becomes "Failed to fetch page
 * content"; the page then shows its fallbacks.
 */
export async function getPageContent(page: string, signal?: AbortSignal): Promise<PageContent> {
  try {
    return await api.get<PageContent>(`/page-content/${encodeURIComponent(page)}`, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(MESSAGES.fetchPageContentFailed, { cause: error });
  }
}

export const pageContentQueryOptions = (page: string) =>
  queryOptions({
    queryKey: ['page-content', page],
    queryFn: ({ signal }) => getPageContent(page, signal),
    // Content that is missing now will be missing on retry too; fallbacks cover it.
    retry: false,
  });

export const usePageContent = (page: string) => useQuery(pageContentQueryOptions(page));
