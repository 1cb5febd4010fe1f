import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { createDatabase } from '../../db/client';
import { contentTypeOf } from '../uploads/storage.service';
import { createStorage, originalsStore } from '../uploads/storage-drivers.service';
import {
  DamagedArchiveError,
  bytesOf,
  NewerArchiveError,
  eachEntry,
  readManifest,
  verifyArchive,
} from './archive-reader.service';
import { libpqEnv, runTool } from './database-dump.service';
import {
  DUMP_PATHS,
  ORIGINALS_DIR,
  UPLOADS_DIR,
  knownMigrations,
  type Manifest,
} from './archive-manifest.service';
import { drizzleQueryable, tableCounts } from './table-counts.repository';

export { DamagedArchiveError, NewerArchiveError };

/** The data directory or database to restore into already holds something. */
export class TargetNotEmptyError extends Error {
  constructor(what: string) {
    super(`Restore fills only an empty target, and ${what}. Nothing was restored.`);
    this.name = 'TargetNotEmptyError';
  }
}

export interface RestoreReport {
  manifest: Manifest;
  tables: Record<string, number>;
  files: number;
}

type RestoreConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

/** The archive's file folders and the stores they go back to. */
const fileStores = (config: RestoreConfig) =>
  [
    [UPLOADS_DIR, createStorage(config)],
    [ORIGINALS_DIR, originalsStore(config)],
  ] as const;

/** Refuses an archive from a newer version: a migration this code does not know. */
function checkVersion(manifest: Manifest) {
  const known = knownMigrations();
  const { tag, count } = manifest.database.migration;
  if (count > known.length || (count > 0 && !known.some((m) => m.tag === tag)))
    throw new NewerArchiveError(
      `its database is at migration ${tag} (${count}), and this version knows up to ${known.at(-1)?.tag} (${known.length}); it was made by atelier ${manifest.app.version}`,
    );
}

async function checkEmpty(config: RestoreConfig, engine: Manifest['database']['engine']) {
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (engine !== wanted)
    throw new Error(
      engine === 'pglite'
        ? 'This archive holds an embedded (PGlite) database: restore it with DATABASE_URL unset. Nothing was restored.'
        : 'This archive holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database. Nothing was restored.',
    );
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      );
      if (rows[0]!.n > 0)
        throw new TargetNotEmptyError(`the database of DATABASE_URL has ${rows[0]!.n} tables`);
    } finally {
      await client.end();
    }
  } else {
    const dir = path.join(config.dataDir, 'db');
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new TargetNotEmptyError(`${dir} already holds a database`);
  }
  for (const [, store] of fileStores(config)) {
    for await (const object of store.list()) {
      throw new TargetNotEmptyError(`${store.location} already holds files (${object.key})`);
    }
  }
}

/**
 * `npm run restore -- <archive>` (decision 026): checks the archive (manifest, version, the
 * target empty, every checksum) before writing anything, then fills the database and the
 * uploads store and checks every table's row count and every file's size against the manifest.
 */
export async function restoreArchive(config: RestoreConfig, file: string): Promise<RestoreReport> {
  if (!existsSync(file)) throw new Error(`There is no archive at ${file}.`);
  const manifest = await readManifest(file);
  checkVersion(manifest);
  await checkEmpty(config, manifest.database.engine);
  await verifyArchive(file, manifest);

  const stores = fileStores(config);
  const storeOf = (name: string) => stores.find(([dir]) => name.startsWith(dir));
  let dump: Buffer | undefined;
  let files = 0;
  await eachEntry(file, async (name, body) => {
    const target = storeOf(name);
    if (target) {
      const key = name.slice(target[0].length);
      await target[1].put(key, body, contentTypeOf(key));
      files++;
    } else if (name === DUMP_PATHS.pglite) {
      dump = await bytesOf(body);
    } else if (name === DUMP_PATHS.postgres && config.databaseUrl) {
      const tool = runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          '--dbname',
          libpqEnv(config.databaseUrl).PGDATABASE!,
        ],
        libpqEnv(config.databaseUrl),
        body,
      );
      tool.stdout.resume();
      await tool.done;
    } else body.resume();
  });

  let tables: Record<string, number>;
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      tables = await tableCounts(client);
    } finally {
      await client.end();
    }
  } else {
    if (!dump) throw new DamagedArchiveError(`${DUMP_PATHS.pglite} is missing`);
    // Opened like any process opens it: under the single-writer lock (decision 019).
    const database = await createDatabase({
      pgliteDir: path.join(config.dataDir, 'db'),
      pgliteDump: new Blob([new Uint8Array(dump)]),
    });
    try {
      tables = await tableCounts(drizzleQueryable(database.db));
    } finally {
      await database.close();
    }
  }

  const differences = Object.entries(manifest.database.tables)
    .filter(([table, n]) => tables[table] !== n)
    .map(([table, n]) => `${table}: ${tables[table] ?? 'missing'} rows, the archive says ${n}`);
  for (const entry of manifest.entries) {
    const target = storeOf(entry.path);
    if (!target) continue;
    const stat = await target[1].stat(entry.path.slice(target[0].length));
    if (stat?.size !== entry.size) differences.push(`${entry.path}: not restored whole`);
  }
  if (differences.length)
    throw new Error(`The restore does not match the archive:\n  ${differences.join('\n  ')}`);
  return { manifest, tables, files };
}
