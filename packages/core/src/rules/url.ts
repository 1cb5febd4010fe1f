/** A value of a query string; empty ones (undefined, null, '') are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * A path with its query string, leaving out empty values: the one way links and API requests
 * are written. withQuery('/blog', { page: 2, category: '' }) -> '/blog?page=2'.
 */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
