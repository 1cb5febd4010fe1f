import type { QueryClient } from '@tanstack/react-query';

/** Prefix of every admin blog query (lists, one post, categories). */
export const adminBlogKey = ['admin', 'blog'] as const;

/**
 * After a post changes, everything that lists posts reads them again: the admin's lists and
 * category counts (the post itself is set from the server's answer), the public blog (its
 * feature caches under ['blog', ...]; features cannot import each other, so the prefix is
 * named here) and the dashboard's "Scheduled posts".
 */
export function invalidateBlog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminBlogKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...adminBlogKey, 'categories'] }),
    queryClient.invalidateQueries({ queryKey: ['blog'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
