import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The variable that picks the test database's engine (see test-database.ts). */
const ENGINE_SWITCH = 'TEST_DB_KIND';
/** Test helpers whose imports are followed: the shared ones and each module's fixtures. */
const isHelper = (file: string) =>
  file.includes(`${path.sep}test${path.sep}`) || file.endsWith('.fixtures.ts');
/** `import … from './x'` or `export … from './x'`; a type-only import runs nothing, so is skipped. */
const RELATIVE_IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * The server's test files whose outcome does not depend on the database engine, which the
 * PostgreSQL project leaves out. A file depends on it when the file, or a test helper it imports
 * (directly or through other helpers), reads TEST_DB_KIND: every file built on createTestApp or
 * createTestDatabase does, so a new one runs on both engines without being listed. A file that
 * needs no database, or uses one engine by nature, runs the same in both projects.
 * Paths are relative to `root` (the server's folder).
 */
export function engineIndependentTestFiles(root: string): string[] {
  const src = path.join(root, 'src');
  const known = new Map<string, boolean>();
  const dependsOnEngine = (file: string): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, false); // a helper importing back to this one adds nothing
    const text = readFileSync(file, 'utf8');
    let result = text.includes(ENGINE_SWITCH);
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      if (result) break;
      const target = resolveImport(file, specifier!);
      if (target && isHelper(target)) result = dependsOnEngine(target);
    }
    known.set(file, result);
    return result;
  };
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => !dependsOnEngine(path.join(src, file)))
    .map((file) => path.join('src', file))
    .sort();
}
