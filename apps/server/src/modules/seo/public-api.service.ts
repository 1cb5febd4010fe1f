import type { FastifyInstance } from 'fastify';
import { API_PREFIX, queryData, queryUrl, type ApiQuery, type InitialQuery } from '@atelier/core';

export interface QueryAnswer<T> {
  status: number;
  /** What the web app keeps of the answer (undefined unless it answered 200, or a 404 means null). */
  data: T | undefined;
}

/** A query's parameters as its URL's query string carries them (empty ones left out). */
const searchOf = (query: ApiQuery): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(queryUrl(query).split('?')[1] ?? ''));

/**
 * Makes one of the web app's API queries from inside the process, exactly as an anonymous
 * visitor's browser would: the same route's validation, visibility rules (no hidden works,
 * drafts or preview collection) and JSON (plugins/public-reads.ts). What the server embeds in
 * a page is therefore what the page would have fetched.
 */
export async function readQuery<T>(
  app: FastifyInstance,
  query: ApiQuery<T>,
): Promise<QueryAnswer<T>> {
  const answer = await app.publicReads.answer(
    `${API_PREFIX}${query.path}`,
    searchOf(query),
    app.log,
  );
  if (answer.status === 200)
    return { status: 200, data: queryData(query, JSON.parse(answer.json!)) };
  if (answer.status === 404 && query.missingIsNull) return { status: 404, data: null as T };
  return { status: answer.status, data: undefined };
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
