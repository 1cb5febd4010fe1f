import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { Database } from '../../db/client';
import { createDatabase } from '../../db/client';
import { DUMP_PATHS, type Manifest } from './archive-manifest.service';
import { appliedMigration, drizzleQueryable, tableCounts } from './table-counts.repository';

export interface DatabaseDump {
  path: string;
  body: Buffer | Readable;
  database: Manifest['database'];
  /** Resolves once the dump is complete and sound; rejects with the tool's message otherwise. */
  finished(): Promise<void>;
}

/**
 * libpq's variables for a postgres:// URL, so pg_dump and pg_restore never carry the password
 * on their command line (which any user of the machine can read).
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username) || process.env.PGUSER || 'postgres',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool; its promise rejects with what the tool printed. */
export function runTool(
  command: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin?: Readable,
) {
  const child = spawn(command, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  if (stdin) stdin.pipe(child.stdin!);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (postgresql-client) to back up or restore a PostgreSQL database.`
            : `${command} failed: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
  return { stdout: child.stdout!, done };
}

/**
 * The database as one archive entry, with its row counts and migration taken from exactly the
 * state dumped. Embedded: PGlite's own dump of its folder, made by the process that holds it
 * (decision 019), then opened as an in-memory copy to count, which also proves it loads.
 * PostgreSQL: pg_dump inside a snapshot that the counts read too.
 */
export async function dumpDatabase(database: Database, url?: string): Promise<DatabaseDump> {
  if (database.kind === 'pglite') {
    if (!database.dumpDataDir) throw new Error('this embedded database cannot be dumped');
    const blob = await database.dumpDataDir();
    const body = Buffer.from(await blob.arrayBuffer());
    const copy = await createDatabase({ pgliteDump: new Blob([body]) });
    try {
      const q = drizzleQueryable(copy.db);
      return {
        path: DUMP_PATHS.pglite,
        body,
        database: {
          engine: 'pglite',
          migration: await appliedMigration(q),
          tables: await tableCounts(q),
        },
        finished: async () => undefined,
      };
    } finally {
      await copy.close();
    }
  }
  if (!url) throw new Error('DATABASE_URL is needed to dump a PostgreSQL database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const database: Manifest['database'] = {
      engine: 'postgres',
      migration: await appliedMigration(client),
      tables: await tableCounts(client),
    };
    const tool = runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.id}`],
      libpqEnv(url),
    );
    return {
      path: DUMP_PATHS.postgres,
      body: tool.stdout,
      database,
      // The snapshot must live until pg_dump has read everything.
      finished: () => tool.done.finally(() => client.query('commit').finally(() => client.end())),
    };
  } catch (err) {
    await client.end();
    throw err;
  }
}
