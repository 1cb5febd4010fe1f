import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmptyTarget {
  dataDir: string;
  /** An empty PostgreSQL database (no tables) on the server-pg project; absent on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Where a restore goes: a new empty DATA_DIR, and on the server-pg project a new empty
 * database (not migrated: a restore fills it) on TEST_DATABASE_URL's server.
 */
export async function emptyTarget(): Promise<EmptyTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-restore-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl)
    return {
      dataDir,
      databaseUrl: undefined,
      close: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const name = `atelier_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    close: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
