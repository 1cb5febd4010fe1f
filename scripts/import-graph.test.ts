import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's import graph (.dependency-cruiser.mjs, decision 042), checked as `npm run lint`
// checks it: dependency-cruiser runs on the real tree, then on a copy with one file circle, one
// module circle and imports that run up the layers planted in it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = '.dependency-cruiser.mjs';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The violations dependency-cruiser finds in `cwd` (it exits non-zero when there are any). */
async function violations(cwd: string): Promise<Violation[]> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [cli, 'apps/server/src', '--config', config, '--output-type', 'json'],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  if (!stdout) throw new Error(`dependency-cruiser printed nothing: ${stderr}`);
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** Each planted file: where it goes, what it says, and the rule it must break. */
const PLANTS = [
  {
    kind: 'a circle between two files',
    rule: 'no-file-circle',
    files: {
      'lib/planted-a.ts': "import { b } from './planted-b';\nexport const a = () => b;\n",
      'lib/planted-b.ts': "import { a } from './planted-a';\nexport const b = () => a;\n",
    },
    from: 'apps/server/src/lib/planted-a.ts',
  },
  {
    // No file circle: checkout.service does not import orders.service back, but the modules
    // now import each other (checkout's services use orders').
    kind: 'a circle between two modules',
    rule: 'no-module-circle',
    files: {
      'modules/orders/planted.service.ts':
        "export { quote } from '../checkout/checkout.service';\n",
    },
    from: 'apps/server/src/modules/orders',
  },
  {
    kind: 'lib importing a module',
    rule: 'base-imports-base',
    files: {
      'lib/planted-up.ts': "export { getValue } from '../modules/settings/settings.service';\n",
    },
    from: 'apps/server/src/lib/planted-up.ts',
  },
  {
    kind: 'db importing a plugin',
    rule: 'base-imports-base',
    files: { 'db/planted-up.ts': "export { default } from '../plugins/public-cache';\n" },
    from: 'apps/server/src/db/planted-up.ts',
  },
  {
    kind: 'a module importing a plugin',
    rule: 'modules-import-down',
    files: {
      'modules/seo/planted.service.ts': "export { default } from '../../plugins/public-cache';\n",
    },
    from: 'apps/server/src/modules/seo/planted.service.ts',
  },
  {
    kind: 'a plugin importing the app',
    rule: 'plugins-import-down',
    files: { 'plugins/planted.ts': "export { buildApp } from '../app';\n" },
    from: 'apps/server/src/plugins/planted.ts',
  },
];

/** A copy of the server's sources (and what the rule reads) with `files` added to it. */
function copyWith(files: Record<string, string>): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  for (const file of [config, 'tsconfig.base.json', 'apps/server/tsconfig.json'])
    cpSync(path.join(root, file), path.join(copy, file));
  const src = path.join(copy, 'apps/server/src');
  cpSync(path.join(root, 'apps/server/src'), src, {
    recursive: true,
    filter: (from) => !from.includes(`${path.sep}migrations`),
  });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  return copy;
}

describe('import graph', { timeout: 60_000 }, () => {
  // Two copies: the circles alone in one (an upward import can close a circle of its own, so the
  // module circle found must be the planted one), the upward imports in the other.
  const circles = PLANTS.filter((plant) => plant.rule.includes('circle'));
  const upward = PLANTS.filter((plant) => !circles.includes(plant));
  const copies = [circles, upward].map((plants) =>
    copyWith(Object.assign({}, ...plants.map((plant) => plant.files))),
  );
  const found = new Map<string, Violation[]>();

  beforeAll(async () => {
    const [real, inCircles, inUpward] = await Promise.all([root, ...copies].map(violations));
    found.set('real', real!);
    for (const plant of circles) found.set(plant.kind, inCircles!);
    for (const plant of upward) found.set(plant.kind, inUpward!);
  }, 60_000);

  afterAll(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  it('passes on the real tree', () => {
    expect(found.get('real')).toEqual([]);
  });

  it.each(PLANTS.map((plant) => [plant.kind, plant] as const))('fails on %s', (kind, plant) => {
    expect(found.get(kind)!.map((v) => `${v.rule.name} ${v.from}`)).toContain(
      `${plant.rule} ${plant.from}`,
    );
  });
});
