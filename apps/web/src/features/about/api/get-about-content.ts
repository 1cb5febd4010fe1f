import type { PageContent } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** The page-content key of the About page (SPEC §3). */
export const ABOUT_PAGE = 'about';

/**
 * GET /page-content/about. A 404 (the artist has not written the page yet) is not an error
 * for the visitor: it resolves to null and the page shows its fallbacks.
 */
export async function getAboutContent(): Promise<PageContent | null> {
  try {
    return await api.get<PageContent>(`/page-content/${ABOUT_PAGE}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const aboutContentQueryOptions = () =>
  queryOptions({ queryKey: ['page-content', ABOUT_PAGE], queryFn: getAboutContent });

export const useAboutContent = () => useQuery(aboutContentQueryOptions());
