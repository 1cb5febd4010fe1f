import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module's files each have one role, named by the suffix (docs/server-conventions.md,
// decision 028). A file with another suffix, or none, fails here.
const ROLES = [
  'routes', // HTTP: schemas, auth, one service call
  'service', // what the module does; the only files other modules may import
  'repository', // every SQL query and condition
  'serialize', // rows to the API's (or a page's, a feed's, a CSV's) shape
  'emails', // what the module's emails say (subject, text, html)
  'worker', // a background loop started by app.ts (outbox, order sweep)
  'process', // the entry of a child process a service starts (the image encoder)
  'definitions', // the settings registry
  'fixtures', // test data and helpers, for tests only
  'test',
];
const FILE = new RegExp(`^[a-z0-9-]+\\.(${ROLES.join('|')})\\.ts$`);

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(modulesDir, d.name)).map((f) => `${d.name}/${f}`));

describe('module file roles', () => {
  it('names every file of a module by its role', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => !FILE.test(path.basename(f)))).toEqual([]);
  });

  it('keeps SQL in repositories: no service, route or serializer builds a query', () => {
    const builders = /^import (?!type )[^;]*from '(drizzle-orm[^']*|(\.\.\/)+db\/schema[^']*)'/m;
    const offenders = files.filter(
      (f) =>
        /\.(service|routes|serialize|emails|worker|process)\.ts$/.test(f) &&
        builders.test(readFileSync(path.join(modulesDir, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
