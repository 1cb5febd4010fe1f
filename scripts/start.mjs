// `npm start`: builds what is missing or out of date, then runs the production server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_PROCESS_ENV } from './server-process-env.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const serverOut = path.join(root, 'apps/server/dist/server.js');
const webOut = path.join(root, 'apps/web/dist/index.html');

/** Newest modification time under a folder (source files only). */
function newest(dir) {
  // A single file (apps/web/index.html) is its own newest entry.
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

const stale = (out, ...sources) =>
  !existsSync(out) ||
  Math.max(...sources.map((s) => newest(path.join(root, s)))) > statSync(out).mtimeMs;

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale(webOut, 'apps/web/src', 'apps/web/index.html', 'packages/core/src'))
  run(['run', 'build', '-w', '@atelier/web']);
if (stale(serverOut, 'apps/server/src', 'packages/core/src'))
  run(['run', 'build', '-w', '@atelier/server']);

const child = spawn(process.execPath, ['--enable-source-maps', serverOut], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_PROCESS_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
