import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processHome } from './test/process-home';
import { startServer, type ServerProcess } from './test/processes';

/** Every file and folder under `dir` whose mode lets the group or other users in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077)
      found.push(`${path.relative(dir, file) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

let home: Awaited<ReturnType<typeof processHome>>;
let server: ServerProcess;
beforeAll(async () => {
  home = await processHome('atelier-private-');
  // What an older version, or a copy made by hand, left readable by everyone.
  chmodSync(home.dataDir, 0o755);
  mkdirSync(path.join(home.dataDir, 'mail'), { mode: 0o755 });
  chmodSync(path.join(home.dataDir, 'mail'), 0o755);
  writeFileSync(path.join(home.dataDir, 'mail', 'old-reset.eml'), 'reset link', { mode: 0o644 });
  chmodSync(path.join(home.dataDir, 'mail', 'old-reset.eml'), 0o666);
  server = await startServer(home.env);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await home?.remove();
});

describe('the data directory', () => {
  it('is private to the server’s user once it has started, with what was there before', () => {
    expect(statSync(home.dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(home.dataDir).length).toBeGreaterThan(1);
    // The embedded database sets its own files' modes (0666): the server makes them private
    // once it has opened, migrated and seeded.
    const open = openToOthers(home.dataDir);
    expect(open).toEqual([]);
    expect(statSync(path.join(home.dataDir, 'mail', 'old-reset.eml')).mode & 0o777).toBe(0o600);
  });
});
