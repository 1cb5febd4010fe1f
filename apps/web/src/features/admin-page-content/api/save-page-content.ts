import { MESSAGES, type PageContent, type PageContentUpdate } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { withFailureMessage } from './failure-message';
import { allPageContentQueryOptions } from './get-all-page-content';

/** PUT /page-content/{page}: changes a page that exists. */
export const updatePageContent = (page: string, fields: PageContentUpdate) =>
  withFailureMessage(
    api.put<PageContent>(`/page-content/${encodeURIComponent(page)}`, fields),
    MESSAGES.updatePageContentFailed,
  );

/** POST /page-content: the first save of a page that has no content yet. */
export const createPageContent = (page: string, fields: PageContentUpdate) =>
  withFailureMessage(
    api.post<PageContent>('/page-content', { page, ...fields }),
    MESSAGES.createPageContentFailed,
  );

interface SaveInput {
  page: string;
  fields: PageContentUpdate;
  /** Whether the page exists on the server (update) or not yet (create). */
  exists: boolean;
}

/** Saves one page, creating it on its first save; the admin list and the public page refresh. */
export const useSavePageContent = () =>
  useCacheMutation(
    ({ page, fields, exists }: SaveInput) =>
      exists ? updatePageContent(page, fields) : createPageContent(page, fields),
    (queryClient, saved) => {
      const key = allPageContentQueryOptions().queryKey;
      queryClient.setQueryData<PageContent[]>(key, (pages = []) => [
        ...pages.filter((p) => p.page !== saved.page),
        saved,
      ]);
      // The public home and about pages cache GET /page-content/{page} under this key (their
      // features own it; features cannot import each other): they read the new words next time.
      void queryClient.invalidateQueries({ queryKey: ['page-content', saved.page] });
    },
  );
