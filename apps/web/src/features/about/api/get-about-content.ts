import { aboutContentQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/**
 * GET /page-content/about. A 404 (the artist has not written the page yet) is not an error
 * for the visitor: it is null and the page shows its fallbacks.
 */
export const aboutContentQueryOptions = () => queryOptions(fromApiQuery(aboutContentQuery()));

export const useAboutContent = () => useQuery(aboutContentQueryOptions());
