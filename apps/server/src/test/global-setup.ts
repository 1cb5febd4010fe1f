import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database (see `dumpPglite`). */
    pgliteDumpFile: string;
  }
}

/** Once per run: the migrated database every PGlite test file starts from. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpPglite()).arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
