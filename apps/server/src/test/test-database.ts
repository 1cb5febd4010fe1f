import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { createPostgresTestDatabase } from './postgres-test-database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB_KIND=postgres.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    // A copy of the run's migrated database, made once by test/global-setup.ts.
    return createDatabase({ pgliteDump: new Blob([readFileSync(inject('pgliteDumpFile'))]) });
  }
  return createPostgresTestDatabase(serverUrl);
}
