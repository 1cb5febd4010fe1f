import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { mapFlatRows } from './flat-rows';

/**
 * The values of a statement built once (`builtOnce`), by the name of the placeholder that
 * stands for each in its text. `put` records a value and returns its placeholder; `names` is
 * which values were put, in order, part of the statement's key: two reads with the same
 * conditions put the same names and run the same statement.
 */
export class Values {
  readonly byName: Record<string, unknown> = {};

  put(name: string, value: unknown): Placeholder {
    if (name in this.byName) throw new Error(`value "${name}" put twice`);
    this.byName[name] = value;
    return sql.placeholder(name);
  }

  get names() {
    return Object.keys(this.byName).join(',');
  }
}

/** A drizzle query whose text can be written once and run again with new values. */
interface Preparable<P> {
  prepare(name: string): P;
}

const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A read whose statement drizzle writes once per database handle and `key`, then runs with each
 * request's values (its placeholders filled). Building a statement walks drizzle's tree of it on
 * every query: on the artwork list, uncached, that was about 40% of the server's CPU a request
 * (decision 030, "Later: the hot reads built once"). The key names everything that shapes the
 * text (who reads, which filters, which form of the page); a value from a request never goes
 * into it, only into `Values`, so the statements are as few as the code's shapes of a read.
 *
 * The statement's name on a PostgreSQL connection is a hash of the key: the same key always
 * has the same text, whichever handle (the pool, or a transaction's connection) prepares it.
 * Its rows are mapped by decoders found once (`mapFlatRows`).
 */
export function builtOnce<P>(db: DbOrTx, key: string, build: () => Preparable<P>): P {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as P | undefined;
  if (statement === undefined) {
    const name = `b${createHash('sha1').update(key).digest('base64url').slice(0, 20)}`;
    statement = build().prepare(name);
    mapFlatRows(statement);
    byKey.set(key, statement);
  }
  return statement;
}
