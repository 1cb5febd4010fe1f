import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPO_ROOT,
  alive,
  finished,
  processEnv,
  startServer,
  type ServerProcess,
} from './test/processes';
import { createPostgresTestDatabase } from './test/postgres-test-database';

/**
 * SERVER_PROCESSES (decision 038): the real server, from source, as several processes on one
 * port. PostgreSQL and Redis by nature (the embedded database has one process), so it uses the
 * servers on this machine in both test projects.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = 'processes-test-metrics-token';

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let dataDir: string;

beforeAll(async () => {
  database = await createPostgresTestDatabase(SERVER_URL);
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-processes-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: NodeJS.ProcessEnv = {}) =>
  processEnv(dataDir, database.url, {
    SERVER_PROCESSES: '2',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `processes-${randomBytes(4).toString('hex')}:`,
    METRICS_TOKEN,
    SHUTDOWN_DRAIN: '0',
    ...extra,
  });

/** A GET on a connection of its own, so that the primary hands each to a process in turn. */
const get = (url: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

const requestsCounted = async (baseUrl: string) => {
  const metrics = await get(`${baseUrl}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(metrics.status).toBe(200);
  const line =
    /http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/artworks"[^}]*\} (\d+)/.exec(
      metrics.body,
    );
  return Number(line?.[1] ?? 0);
};

/** The pids of the processes that listen, in the order they started (from their own logs). */
const listening = (output: string) =>
  [...output.matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening at /g)].map((m) => Number(m[1]));

const STARTING = { timeout: 60_000, interval: 100 };

describe('several server processes on one port', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => void (await server?.stop()));

  it('the first does the first-start chores alone; all serve, one scrape sums them, a lost one is replaced, SIGTERM stops all', async () => {
    server = await startServer(env(), 120_000);
    const { baseUrl } = server;
    await expect
      .poll(() => server!.output().includes('2 server processes share port'), STARTING)
      .toBe(true);
    await expect.poll(() => listening(server!.output()).length, STARTING).toBe(2);
    // The first-start chores (the admin created, its password shown, the site's address) are
    // done once, by the first process.
    expect(server.output().match(/Admin created: /g)).toHaveLength(1);
    expect(server.output().match(/ {2}Site: http/g)).toHaveLength(1);

    for (let i = 0; i < 8; i++) expect((await get(`${baseUrl}/api/v1/artworks`)).status).toBe(200);
    // Any process answers the scrape with the figures of both.
    expect(await requestsCounted(baseUrl)).toBe(8);
    expect(await requestsCounted(baseUrl)).toBe(8);

    // Killed from outside, a process is replaced, and the site answers all the while. Its
    // figures go with it: fewer than the nine requests made are counted, so both had served.
    const [first, second] = listening(server.output());
    process.kill(second!, 'SIGKILL');
    expect((await get(`${baseUrl}/api/v1/artworks`)).status).toBe(200);
    await expect.poll(() => listening(server!.output()).length, STARTING).toBe(3);
    expect(server.output()).toContain(
      `Server process ${second} ended (SIGKILL); starting another.`,
    );
    const counted = await requestsCounted(baseUrl);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(9);

    const third = listening(server.output())[2]!;
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect([first, third].map((pid) => alive(pid!))).toEqual([false, false]);
  }, 240_000);

  it('a process that cannot start stops the server with an error instead of being restarted', async () => {
    const missing = new URL(database.url);
    missing.pathname = `/atelier_missing_${randomBytes(4).toString('hex')}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: { ...env({ DATABASE_URL: missing.toString() }), PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await finished(child);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('A server process could not start (exit code 1).');
    expect(result.stdout).not.toContain('starting another');
  }, 120_000);
});
