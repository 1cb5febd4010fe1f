import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_PROCESS_ENV } from '../scripts/server-process-env.mjs';

const root = path.resolve(import.meta.dirname, '..');

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and deletes its DATA_DIR, unless asked to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface OwnServerOptions {
  /** Fills the DATA_DIR before the server starts. */
  prepare?: (dataDir: string) => void;
  /** `scripts/start.mjs` builds what is stale first (`npm start`); by default the built server runs. */
  script?: string;
  /** How long the start may take (a build and the demo's seeding take minutes). */
  startWithinMs?: number;
}

/** A port free now (the OS picks it), so PUBLIC_URL can name it before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once the server answers /readyz; fails with its last output if it exits or stalls. */
async function ready(baseUrl: string, server: ChildProcess, output: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (server.exitCode === null && Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  const why = server.exitCode === null ? 'did not start' : `exited with ${server.exitCode}`;
  throw new Error(`server ${why}:\n${output()}`);
}

/**
 * A production server (apps/server/dist, built by the global setup) on a free port, with its
 * own DATA_DIR, started as `npm start` starts it: every Playwright worker's server (fixtures.ts)
 * and the servers of specs that need their own (a database prepared beforehand, a real SMTP
 * server). `prepare` fills the DATA_DIR first. Stopping skips the drain a load balancer needs.
 */
export async function startOwnServer(
  env: Record<string, string>,
  { prepare, script = 'apps/server/dist/server.js', startWithinMs = 60_000 }: OwnServerOptions = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-own-'));
  prepare?.(dataDir);
  const port = String(await freePort());
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, script)],
    {
      env: {
        ...process.env,
        ...SERVER_PROCESS_ENV,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SHUTDOWN_DRAIN: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // A worker that ends without its teardown (interrupted) takes its server with it.
  const orphaned = () => server.kill('SIGKILL');
  process.once('exit', orphaned);
  server.once('exit', () => process.off('exit', orphaned));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The last lines the server wrote, for the error when it does not start or dies.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  try {
    await ready(baseUrl, server, () => output, startWithinMs);
  } catch (err) {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
