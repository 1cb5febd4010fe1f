import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty database on TEST_DATABASE_URL's server to copy (test/global-setup.ts). */
    postgresTemplate?: string;
  }
}

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl`, dropped on close. It is a
 * copy of the run's migrated template (`create database … template`, decision 040) when the
 * global setup made one on that server, which takes a fraction of migrating from zero.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
): Promise<Database & { url: string }> {
  const template = inject('postgresTemplate');
  const copy = template && sameServer(template, serverUrl) ? template : undefined;
  const scratch = await createScratchDatabase(
    serverUrl,
    'atelier_test',
    copy && databaseName(copy),
  );
  const database = await createDatabase({ url: scratch.url, poolSize: 60 });
  if (!copy) await database.migrate();
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);
const sameServer = (a: string, b: string) => new URL(a).host === new URL(b).host;
