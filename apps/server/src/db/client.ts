import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { acquireEmbeddedLock, type HeldLock } from './embedded-lock';
import { nameEmbeddedStatements, nameStatements } from './named-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers share this type: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder, held under the single-writer lock; absent in memory and on PostgreSQL. */
  dir?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `fn` only if no other process holds the advisory lock `key` (PostgreSQL: a session
   * lock on one connection for the whole run); false when another holds it. The embedded
   * database has one process by construction (decision 019), so `fn` just runs.
   */
  whileHolding(key: number, fn: () => Promise<void>): Promise<boolean>;
  /** Connections of the PostgreSQL pool (for /metrics); absent on the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded database's files as a gzipped tarball (PGlite's own dump); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The migrations folder sits beside this file in source and beside server.js once bundled. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return process.env.MIGRATIONS_DIR ?? path.join(here, 'migrations');
}

export interface DatabaseOptions {
  /** postgres:// URL; absent means embedded PGlite. */
  url?: string;
  /** PGlite data folder; absent means in memory (tests). */
  pgliteDir?: string;
  /** PGlite starts as a copy of this dump (`dumpPglite`, a backup) instead of a new cluster. */
  pgliteDump?: Blob;
  poolSize?: number;
}

/** Where the configuration puts the database: DATABASE_URL, or the embedded one in DATA_DIR/db. */
export const databaseOptions = (
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): DatabaseOptions =>
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') };

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return createPostgres(opts.url, opts.poolSize ?? 10);
  return createPglite(opts.pgliteDir, opts.pgliteDump);
}

/** PostgreSQL extensions the migrations create, which PGlite must load itself (pg_trgm: search). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * A migrated, empty in-memory PGlite dumped as a tarball: test files start their database from
 * it in under a second, where a new cluster takes about four (PGlite's initdb) plus migrations.
 */
export async function dumpPglite(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function createPglite(dir: string | undefined, dump?: Blob): Promise<Database> {
  // Every process opens the embedded database here, so no script can skip the single-writer
  // lock: a second opener of the same folder throws DatabaseLockedError (decision 019).
  let lock: HeldLock | undefined;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    lock = acquireEmbeddedLock(dir);
  }
  let client: PGlite;
  try {
    // A folder filled from a dump is how a backup of the embedded database is restored.
    const options = { extensions: PGLITE_EXTENSIONS, ...(dump ? { loadDataDir: dump } : {}) };
    client = dir ? new PGlite(dir, options) : new PGlite(options);
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  nameEmbeddedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dir: dir && path.resolve(dir),
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    whileHolding: async (_key, fn) => {
      await fn();
      return true;
    },
    dumpDataDir: async () => {
      // Written out first, so the files hold every committed change without replaying WAL.
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Each statement planned once per connection (decision 030). PostgreSQL's default plans a
 * prepared statement anew on every execution until a generic plan looks no dearer, which the
 * public reads' generic plans never did (a list with its LIMIT and OFFSET as parameters): 2-3 ms
 * of planning each time on the 5,000-work catalogue. The plans these reads need do not
 * turn on their values (the tables are one artist's, the searches go through their trigram
 * indexes either way); bench:scale found none of its reads slower with them, most faster.
 */
const STARTUP_OPTIONS = '-c plan_cache_mode=force_generic_plan';

async function createPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: STARTUP_OPTIONS });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`postgres: idle connection error: ${err.message}`));
  nameStatements(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    migrate: async () => {
      // Several instances may start together: one migrates while the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await conn.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    whileHolding: async (key, fn) => {
      const conn = await pool.connect();
      try {
        const { rows } = await conn.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1) as ok',
          [key],
        );
        if (!rows[0]!.ok) return false;
        try {
          await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
        return true;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
