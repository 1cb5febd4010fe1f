import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant SQL fragment (no value from a request in it), written to text once, when the module
 * loads. Drizzle walks an `sql` tree again on every query it builds: the artwork selection's
 * computed fields (availability as a visitor sees it, collections, two images' metadata) took
 * about 0.5 ms of CPU per read to write out, a third of an uncached list request (decision 030).
 * Their text never changes, so it is written once and reused as is.
 *
 * Values inside the fragment are constants of the code (a status, a collection's name), written
 * into the text by drizzle's own escaping (`inlineParams`); columns come out with their table
 * ("artworks"."id"), which is what a subquery needs.
 */
export function frozen<T>(fragment: SQL): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(sql`${fragment}`.inlineParams());
  // inlineParams leaves none; a parameter here would be silently lost, so fail at load.
  if (params.length) throw new Error(`frozen() cannot keep parameters: ${text}`);
  return sql<T>`${sql.raw(text)}`;
}
