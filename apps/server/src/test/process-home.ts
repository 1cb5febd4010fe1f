import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEnv } from './processes';
import { createTestDatabase } from './test-database';

// Apart from processes.ts because it depends on the test database's engine: a test file that
// imports this runs in both test projects, one that starts processes only in one (decision 040).

/** Whether the tests run on PostgreSQL (the server-pg project) rather than the embedded database. */
export const ON_POSTGRES = process.env.TEST_DB_KIND === 'postgres';

/**
 * Where real processes keep their data: a fresh DATA_DIR and, on PostgreSQL, a fresh database
 * (on the embedded database the data folder holds it), with the environment that points a
 * process at them (`extra` added). `remove` drops both.
 */
export async function processHome(prefix: string, extra: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const database = ON_POSTGRES ? await createTestDatabase() : undefined;
  return {
    dataDir,
    env: processEnv(dataDir, database?.url, extra),
    remove: async () => {
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
