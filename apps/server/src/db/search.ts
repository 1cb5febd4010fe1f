import { ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns a search reads, as one text separated by spaces (an empty column as ''). A
 * table's admin search matches this text and a trigram index is built on the same expression
 * (decision 030): one index scan answers "%…%" anywhere in any of the columns, where an OR of
 * one condition a column led PostgreSQL to read the whole table. A search may also span two
 * columns ("Ada Lovelace" finds first and last name).
 */
export const searchText = (...columns: AnyPgColumn[]): SQL =>
  sql`(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;

/**
 * A table's search text by the names of its columns: the trigram index (given the table's
 * columns) and the repository's query (given the table) then read the same expression.
 */
export const searchTextOf =
  <Name extends string>(...names: Name[]) =>
  (table: Record<Name, AnyPgColumn>): SQL =>
    searchText(...names.map((name) => table[name]));

/** `%term%` for LIKE, with LIKE's own wildcards and escape in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The text matches a LIKE pattern, in any case. */
export const matchesPattern = (text: SQL | AnyPgColumn, pattern: string | Placeholder): SQL =>
  sql`${text} ilike ${pattern}`;

/** The text contains the term, in any case. */
export const containsText = (text: SQL | AnyPgColumn, term: string): SQL =>
  matchesPattern(text, containsPattern(term));

/**
 * One of the columns contains the term, in any case. For tables without a search-text index,
 * small enough that a scan is fine; each column is matched on its own.
 */
export const anyContains = (term: string, ...columns: AnyPgColumn[]): SQL | undefined =>
  anyMatches(containsPattern(term), ...columns);

/** One of the columns matches a LIKE pattern, in any case (`anyContains` given the pattern). */
export const anyMatches = (
  pattern: string | Placeholder,
  ...columns: AnyPgColumn[]
): SQL | undefined => or(...columns.map((column) => ilike(column, pattern)));
