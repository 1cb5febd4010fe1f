import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type Pagination } from '@atelier/core';

export interface ApiAnswer<T> {
  status: number;
  /** The envelope's data (or the whole body of a list), when the status is 200. */
  value: T | null;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * Reads the public API from inside the process, exactly as an anonymous visitor's browser
 * would: same routes, same visibility rules (no hidden works, drafts or preview collection),
 * same JSON, and the same in-process cache. What the server embeds in a page is therefore
 * byte for byte what the page would have fetched.
 */
export async function readApi<T>(
  app: FastifyInstance,
  path: string,
  whole = false,
): Promise<ApiAnswer<T>> {
  const res = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${path}`,
    headers: { accept: 'application/json' },
  });
  if (res.statusCode !== 200) return { status: res.statusCode, value: null };
  const body = res.json() as { data: T };
  return { status: 200, value: whole ? (body as T) : body.data };
}

/** A list endpoint's whole body ({ data, pagination }), as the web app keeps it. */
export const readPage = <T>(app: FastifyInstance, path: string) =>
  readApi<Page<T>>(app, path, true);

/** Every item of a paged list (sitemap, feed), 100 at a time. */
export async function readAll<T>(app: FastifyInstance, path: string, max = 50_000): Promise<T[]> {
  const items: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let offset = 0; offset < max; offset += 100) {
    const page = await readPage<T>(app, `${path}${join}limit=100&offset=${offset}`);
    if (!page.value) break;
    items.push(...page.value.data);
    if (offset + 100 >= page.value.pagination.total) break;
  }
  return items;
}
