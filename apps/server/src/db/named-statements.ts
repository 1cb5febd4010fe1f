import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import type pg from 'pg';

const { serialize } = protocol;
const { parseResults } = parse;

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

/** PGlite's members this needs beyond its public API (the locks its own `query` takes). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** Messages written into one buffer: PGlite reads them as a socket would. */
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const PLAN_CHANGED = '0A000';

/**
 * The same for the embedded database (decision 030, "Later: named statements on PGlite").
 * PGlite's `query` runs every statement as the unnamed one, and in six calls into the
 * database (parse, describe, bind, describe, execute, sync): measured on the artwork
 * list's statement, 2–3 ms each time, most of it parsing and planning again. Here a query with
 * parameters is parsed once under a name (its parameter types kept), and each later run is a
 * single call (bind, describe, execute, sync in one buffer): about 1 ms.
 *
 * It takes the same locks as PGlite's own `query` (so it waits for a transaction in progress,
 * as that does), serializes parameters and parses rows with the same functions and options,
 * and writes to disk the same way. A transaction's own queries, COPY (`blob`) and explicit
 * parameter types keep PGlite's path. A statement whose table changed shape is dropped and the
 * query run again unnamed, then prepared anew next time.
 */
export function nameEmbeddedStatements(client: PGlite, limit = NAMED_STATEMENTS_PER_CONNECTION) {
  const internals = client as unknown as PgliteInternals;
  const plain = client.query.bind(client);
  const statements = new Map<string, { name: string; types: number[] }>();
  let count = 0;

  async function prepare(text: string) {
    const name = `s${++count}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, types: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options?: QueryOptions) {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[i]!;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parseResults(messages, client.parsers, options)[0]!;
  }

  (client as { query: unknown }).query = async (
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    const nameable = params?.length && !options?.blob && !options?.paramTypes && !client.closed;
    if (!nameable || (!statements.has(text) && statements.size >= limit))
      return plain(text, params, options);
    await internals._checkReady();
    try {
      return await internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(() => run(text, params, options)),
      );
    } catch (error) {
      if ((error as { code?: string }).code === PLAN_CHANGED && statements.has(text)) {
        const { name } = statements.get(text)!;
        statements.delete(text);
        await internals._runExclusiveTransaction(() =>
          internals._runExclusiveQuery(() =>
            client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()])),
          ),
        );
        return plain(text, params, options);
      }
      // As PGlite's own query does, so an error still says which statement failed.
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  };
}
