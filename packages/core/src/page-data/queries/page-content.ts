import type { PageContent } from '../../schemas/page-content';
import type { ApiQuery } from '../api-query';

/** A page's editable content (GET /page-content/{page}); the admin refreshes ['page-content', page]. */
export const pageContentQuery = (page: string): ApiQuery<PageContent> => ({
  key: ['page-content', page],
  path: `/page-content/${encodeURIComponent(page)}`,
});
