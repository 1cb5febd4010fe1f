// npm run bench:scale — a lifetime's catalogue: a fresh PostgreSQL database (created and dropped
// here) holding 5,000 artworks, 1,000 posts, 50,000 subscribers and 20,000 orders, served by the
// production server with the public cache off, then p50 and p95 of each read under 10
// concurrent clients (autocannon) after a 2 s warm-up, the streamed CSV export of every
// subscriber with the server's peak memory, and the sitemap; then the same reads again with
// one server process per core (SERVER_PROCESSES, decision 038; BENCH_PROCESSES sets how many,
// 1 skips it) on the same database. Needs the PostgreSQL server of TEST_DATABASE_URL (or
// 127.0.0.1:5432), and Redis for several processes.
import { availableParallelism } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { scratchDatabase } from './scratch-database';
import { build, printTable, rssMb, startServer, writeResult, type RunningServer } from './lib';
import { SIZES, seed } from './scale-seed';

const PORT = Number(process.env.BENCH_PORT ?? 3107);
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
/** Each read is made for this long, unmeasured, before it is measured. */
const WARM_UP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** One server process per core by default, as `SERVER_PROCESSES` would be set on this machine. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? availableParallelism());

interface Figures {
  requests: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * CONNECTIONS clients asking `path` one request after another for SECONDS, and every response's
 * time. autocannon rather than fetch: the load generator shares the 2 cores with the server and
 * PostgreSQL, and fetch cost it 0.3-0.5 ms of CPU per request against autocannon's 0.04-0.1 ms
 * (measured on this machine), time that was counted in every latency.
 */
async function measure(origin: string, path: string, headers: Record<string, string> = {}) {
  const first = await fetch(`${origin}${path}`, { headers });
  if (!first.ok) throw new Error(`${path}: ${first.status}`);
  await first.arrayBuffer();
  // A warm-up, as bench:api has: the figures are of a server that has been serving. Without it
  // the first server-rendered page measured paid for compiling the renderer's code: its p95 was
  // 50 ms where page 125's, measured next, was 39 (warmed, 34 and 37).
  await new Promise((resolve, reject) =>
    autocannon(
      { url: `${origin}${path}`, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const run = autocannon(
      { url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
  } satisfies Figures;
}

/** The export of every subscriber, three times: its duration and the server's memory meanwhile. */
async function exportFigures(server: RunningServer, auth: Record<string, string>) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
    const start = performance.now();
    const res = await fetch(`${server.origin}/api/v1/admin/subscribers/export?status=all`, {
      headers: auth,
    });
    const text = await res.text();
    const ms = performance.now() - start;
    clearInterval(sampler);
    runs.push({
      ms: Math.round(ms),
      rows: text.split('\r\n').length - 2,
      bytes: text.length,
      rssBeforeMb: Math.round(before),
      rssPeakMb: Math.round(peak),
    });
  }
  return runs;
}

/** Every read of `targets`, one after the other, from CONNECTIONS clients each. */
async function measureAll(origin: string, targets: [string, string, Record<string, string>?][]) {
  const results = [];
  for (const [label, path, headers] of targets) {
    const figures = await measure(origin, path, headers);
    results.push({ label, path, ...figures });
    console.info(`${label}: p50 ${figures.p50} ms, p95 ${figures.p95} ms`);
  }
  return results;
}

build();
const database = await scratchDatabase('atelier_scale');
const serverEnv = { DATABASE_URL: database.url, SEED_DEMO: 'false', PUBLIC_CACHE_TTL: '0' };
let server: RunningServer | undefined;
try {
  server = await startServer(PORT, serverEnv);
  const seeding = performance.now();
  await seed(database.url);
  console.info(`seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
  const login = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'bench-password-123' }),
  });
  const token = ((await login.json()) as { data: { token: { token: string } } }).data.token.token;
  const auth = { authorization: `Bearer ${token}` };

  const last = Math.ceil(SIZES.artworks / 20);
  const targets: [string, string, Record<string, string>?][] = [
    ['gallery API, page 1', '/api/v1/artworks?limit=20&offset=0'],
    ['gallery API, middle', `/api/v1/artworks?limit=20&offset=${(last / 2) * 20}`],
    ['gallery API, last page', `/api/v1/artworks?limit=20&offset=${(last - 1) * 20}`],
    ['gallery API, a collection', '/api/v1/artworks?limit=20&collection=Series%207'],
    ['gallery API, search', '/api/v1/artworks?limit=20&search=harbour'],
    ['gallery page 1 (HTML)', '/artwork'],
    [`gallery page ${last / 2} (HTML)`, `/artwork?page=${last / 2}`],
    [`gallery page ${last} (HTML)`, `/artwork?page=${last}`],
    ['gallery, a collection (HTML)', '/artwork?collection=Series%207'],
    ['an artwork page (HTML)', `/artwork/${SIZES.artworks / 2}`],
    ['a post page (HTML)', `/blog/post-${SIZES.posts / 2}`],
    ['admin artworks, search', '/api/v1/artworks?limit=20&search=harbour', auth],
    ['admin orders, search', '/api/v1/admin/orders?limit=20&search=collector%2012', auth],
    ['admin subscribers, search', '/api/v1/admin/subscribers?limit=20&search=reader123', auth],
    ['dashboard', '/api/v1/admin/dashboard', auth],
    ['sitemap.xml', '/sitemap.xml'],
  ];
  const results = await measureAll(server.origin, targets);
  const exports = await exportFigures(server, auth);
  await server.stop();
  server = undefined;

  // The same database served by several processes (the session above is still valid).
  let resultsProcesses: Awaited<ReturnType<typeof measureAll>> | null = null;
  if (PROCESSES > 1) {
    console.info(`\n${PROCESSES} server processes:`);
    server = await startServer(PORT, {
      ...serverEnv,
      SERVER_PROCESSES: String(PROCESSES),
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench-${database.url.split('/').pop()}:`,
    });
    resultsProcesses = await measureAll(server.origin, targets);
  }

  console.info(
    `\n${SIZES.artworks} artworks, ${SIZES.posts} posts, ${SIZES.subscribers} subscribers, ${SIZES.orders} orders; PostgreSQL, public cache off; ${CONNECTIONS} clients, ${SECONDS} s per read\n`,
  );
  const head = ['GET', 'requests', 'p50 ms', 'p95 ms'];
  printTable([
    resultsProcesses ? [...head, `${PROCESSES} processes: requests`, 'p50 ms', 'p95 ms'] : head,
    ...results.map((r, i) => {
      const other = resultsProcesses?.[i];
      const row = [r.label, r.requests, r.p50, r.p95];
      return other ? [...row, other.requests, other.p50, other.p95] : row;
    }),
  ]);
  console.info('\nCSV export of every subscriber (3 runs, one server process):');
  printTable([
    ['ms', 'rows', 'MB', 'server RSS before', 'server RSS peak'],
    ...exports.map((e) => [
      e.ms,
      e.rows,
      (e.bytes / 1e6).toFixed(1),
      `${e.rssBeforeMb} MB`,
      `${e.rssPeakMb} MB`,
    ]),
  ]);
  writeResult('scale', {
    sizes: SIZES,
    connections: CONNECTIONS,
    secondsPerRead: SECONDS,
    results,
    processes: resultsProcesses ? { processes: PROCESSES, results: resultsProcesses } : null,
    exports,
  });
} finally {
  await server?.stop();
  await database.drop();
}
