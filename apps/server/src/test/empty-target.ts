import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-database';

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
  const scratch = await createScratchDatabase(serverUrl, 'atelier_restore');
  return {
    dataDir,
    databaseUrl: scratch.url,
    close: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}
