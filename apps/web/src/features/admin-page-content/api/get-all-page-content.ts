import { MESSAGES, type PageContent } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureMessage } from './failure-message';

/** GET /page-content (admin): every page that has content. */
export const getAllPageContent = () =>
  withFailureMessage(api.get<PageContent[]>('/page-content'), MESSAGES.fetchAllPageContentFailed);

export const allPageContentQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'page-content'], queryFn: getAllPageContent });

export const useAllPageContent = () => useQuery(allPageContentQueryOptions());
