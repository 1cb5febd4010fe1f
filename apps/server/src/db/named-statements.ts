import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared; beyond it, queries go unnamed. */
export const NAMED_STATEMENTS_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Names already computed, by text: hashing a long text on every execution cost more than
 * looking it up. As bounded as the statements themselves.
 */
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < NAMED_STATEMENTS_PER_CONNECTION) names.set(text, name);
  }
  return name;
};

/**
 * Makes each connection of the pool prepare the statements it runs, by name (decision 030).
 * node-postgres sends a query without a name as PostgreSQL's unnamed statement, which the
 * server parses and plans on every execution: measured on the public reads, parsing and
 * planning took about 85% of the server's time, the execution itself 15%. A named statement is
 * parsed once per connection and its plan can be reused, so the same read costs a fraction.
 *
 * The name is a hash of the text, so the same query finds its statement on any connection.
 * Each connection prepares at most `limit` statements, the first ones it meets (the hot reads
 * come first); the rest run unnamed as before, which bounds the server's memory whatever the
 * variety of queries (lists of ids of every length). Statements die with their connection.
 */
export function nameStatements(pool: pg.Pool, limit = NAMED_STATEMENTS_PER_CONNECTION) {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig | null;
      const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
      // Only a query with parameters: one without runs on the simple protocol, which allows
      // several commands in one text (migrations) where a prepared statement does not.
      const withValues = Array.isArray(values) && values.length > 0;
      if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && withValues) {
        const name = nameOf(c.text);
        if (named.has(name) || named.size < limit) {
          named.add(name);
          return query({ ...c, name }, ...rest);
        }
      }
      return query(config, ...rest);
    };
  });
}
