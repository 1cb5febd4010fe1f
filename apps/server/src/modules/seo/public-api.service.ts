import type { FastifyInstance } from 'fastify';
import { API_PREFIX, queryData, queryUrl, type ApiQuery, type InitialQuery } from '@atelier/core';

export interface QueryAnswer<T> {
  status: number;
  /** What the web app keeps of the answer (undefined unless it answered 200, or a 404 means null). */
  data: T | undefined;
}

/**
 * Makes one of the web app's API queries from inside the process, exactly as an anonymous
 * visitor's browser would: same request, same visibility rules (no hidden works, drafts or
 * preview collection), same JSON, and the same in-process cache. What the server embeds in a
 * page is therefore byte for byte what the page would have fetched.
 */
export async function readQuery<T>(
  app: FastifyInstance,
  query: ApiQuery<T>,
): Promise<QueryAnswer<T>> {
  const res = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${queryUrl(query)}`,
    headers: { accept: 'application/json' },
  });
  if (res.statusCode === 200) return { status: 200, data: queryData(query, res.json()) };
  if (res.statusCode === 404 && query.missingIsNull) return { status: 404, data: null as T };
  return { status: res.statusCode, data: undefined };
}

/** Reads the API as the browser would; each answer is kept under its query key. */
export type ReadQuery = <T>(query: ApiQuery<T>) => Promise<T | undefined>;

/**
 * A reader whose every answer becomes part of the page's initial data, in the order the reads
 * were made (so a page's bytes, and its ETag, do not depend on which answer came first).
 */
export function recorder(app: FastifyInstance) {
  const answers: Promise<InitialQuery | null>[] = [];
  /** The API paths read, so the page's cache entry knows what data it shows. */
  const reads: string[] = [];
  const read: ReadQuery = (query) => {
    reads.push(`${API_PREFIX}${query.path}`);
    const answer = readQuery(app, query).then(({ data }) => data);
    answers.push(answer.then((data) => (data === undefined ? null : { key: query.key, data })));
    return answer;
  };
  const queries = async () =>
    (await Promise.all(answers)).filter((entry): entry is InitialQuery => entry !== null);
  return { read, queries, reads };
}
