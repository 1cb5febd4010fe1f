import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PROCESS_ENV } from '../scripts/server-process-env.mjs';

/** Shared pieces of the benchmark scripts: paths, the build, a production server, tables. */
export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/**
 * The build the benchmarks measure: a copy of their own under bench/.out, so that a rebuild of
 * the apps' dist folders meanwhile (another `npm start`, the e2e suite) cannot change it mid-run.
 */
export const outDir = path.join(root, 'bench/.out');
export const webDist = path.join(outDir, 'web');
export const serverDist = path.join(outDir, 'server');
export const resultsDir = path.join(root, 'bench/results');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** A process's resident memory in MB, from /proc; 0 once it is gone. */
export function rssMb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } catch {
    return 0;
  }
}

/** The ids of a process's children (the server's image encoder, decision 035), from /proc. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the name, which may hold spaces: "(…)".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Prints rows as an aligned text table (first row is the header). */
export function printTable(rows: (string | number)[][]) {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.info(line(cells[0]!));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.info(line(row));
}

/**
 * Writes bench/results/<name>.json: the date, the machine, Node's version and the command
 * beside the figures, what docs/performance.md's table gives for each run. The folder is not
 * tracked: the latest figures go into that table, earlier runs stay in git history.
 */
export function writeResult(name: string, data: unknown) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const cores = cpus();
  const machine = `${cores.length} cores (${cores[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB`;
  const run = { date: new Date().toISOString(), machine, node: process.version };
  const result = { ...run, command: `npm run bench:${name}`, ...(data as object) };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.info(`\nwritten: ${path.relative(root, file)}`);
}

const run = (command: string, args: string[], cwd = root) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

/**
 * The production build (the web app's three Vite builds, the server renderer in dist-ssr beside
 * web as the server expects it, and the server bundle) into bench/.out,
 * unless BENCH_SKIP_BUILD=1 and one is there already.
 */
export function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(serverDist, 'server.js')))
    return;
  const web = path.join(root, 'apps/web');
  run('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], web);
  run('npx', ['vite', 'build', '--mode', 'admin', '--outDir', webDist, '--logLevel', 'warn'], web);
  const ssrDist = path.join(outDir, 'dist-ssr');
  run('npx', ['vite', 'build', '--mode', 'ssr', '--outDir', ssrDist, '--logLevel', 'warn'], web);
  run('npm', ['run', 'build', '-w', '@atelier/server']);
  rmSync(serverDist, { recursive: true, force: true });
  cpSync(path.join(root, 'apps/server/dist'), serverDist, { recursive: true });
}

export interface RunningServer {
  origin: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** The server's DATA_DIR (its uploads folder is served at /uploads/). */
  dataDir: string;
  stop(): Promise<void>;
}

const METRICS_TOKEN = 'bench-metrics-token';

/**
 * Waits until the server's image jobs (AVIF variants of the demo paintings, decision 035) are
 * done, so a measurement neither shares the CPU with them nor misses the AVIF a real site has.
 */
async function imageJobsDone(origin: string) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const metrics = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const waiting = [
      ...metrics.matchAll(/^image_jobs\{status="(queued|running)"\} (\d+)/gm),
    ].reduce((sum, m) => sum + Number(m[2]), 0);
    if (waiting === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${waiting} image jobs still waiting after 10 minutes`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The production server (its copy in bench/.out/server) on 127.0.0.1 with a fresh embedded
 * database seeded with the demo content, in a temporary DATA_DIR removed afterwards; ready once
 * its image jobs are done.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer /readyz in this one's place, with
  // an older build: every figure would be of the wrong server.
  const occupied = await fetch(`${origin}/readyz`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is in use: stop what listens there first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
  const args = [path.join(serverDist, 'server.js')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...SERVER_PROCESS_ENV,
      ...process.env,
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-password-123',
      METRICS_TOKEN,
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  // With SERVER_PROCESSES the first process is ready before the others: wait for all of them.
  const processes = Number(env.SERVER_PROCESSES ?? 1);
  const allServing = () =>
    processes === 1 || output.includes(`${processes} server processes share`);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok && allServing()) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 500));
  }
  await imageJobsDone(origin);
  return {
    origin,
    pid: child.pid!,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Median of the finite values (a failed run's NaN is left out); NaN when there are none. */
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
