import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, dumpPglite } from '../db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database (see `dumpPglite`). */
    pgliteDumpFile: string;
  }
}

/**
 * Once per run: the migrated databases every test file starts from. PGlite's as a dump; on
 * TEST_DATABASE_URL's server a migrated template database that test files copy
 * (postgres-test-database.ts), dropped at the end.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpPglite()).arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  const template = await migratedTemplate(process.env.TEST_DATABASE_URL);
  if (template) project.provide('postgresTemplate', template.url);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}

async function migratedTemplate(serverUrl: string | undefined) {
  if (!serverUrl) return undefined;
  const template = await createScratchDatabase(serverUrl, 'atelier_template');
  const database = await createDatabase({ url: template.url, poolSize: 1 });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    await template.drop();
    throw err;
  }
  // A template cannot be copied while anyone is connected to it.
  await database.close();
  return template;
}
