// npm run bench:api — autocannon against the production server on 127.0.0.1: public API reads
// and a page, side by side with the same bytes served as a static file by the same server (the
// ceiling on this machine), with the in-process cache on (as shipped) and off, on the embedded
// database and on the PostgreSQL server of TEST_DATABASE_URL (or 127.0.0.1:5432; a fresh
// database created and dropped here; BENCH_PG=0 skips it), there also with one server process
// per core (SERVER_PROCESSES; BENCH_PROCESSES sets how many). Bounded runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from './scratch-database';
import { build, kb, printTable, startServer, writeResult, type RunningServer } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3107);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Target: cached public reads reach at least half the static ceiling. */
const TARGET_RATIO = 0.5;

interface Target {
  name: string;
  path: string;
}

async function measure(url: string, duration = DURATION) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerSecond: Math.round(result.throughput.average),
  };
}

async function targetsOf(server: RunningServer): Promise<Target[]> {
  const artworks = (await (await fetch(`${server.origin}/api/v1/artworks?limit=1`)).json()) as {
    data: { id: number }[];
  };
  const posts = (await (await fetch(`${server.origin}/api/v1/blog/posts?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  return [
    { name: 'artworks?limit=20', path: '/api/v1/artworks?limit=20' },
    { name: 'an artwork', path: `/api/v1/artworks/${artworks.data[0]!.id}` },
    { name: 'blog/posts?limit=9', path: '/api/v1/blog/posts?limit=9' },
    { name: 'a post page (HTML)', path: `/blog/${posts.data[0]!.slug}` },
  ];
}

/** Each target and its static twin (its exact bytes as a file under /uploads/) on one server. */
async function run(server: RunningServer, withStatic: boolean) {
  const targets = await targetsOf(server);
  const rows = [];
  for (const target of targets) {
    const url = `${server.origin}${target.path}`;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    await measure(url, 2); // warm-up
    const dynamic = await measure(url);
    let ceiling = null;
    if (withStatic) {
      const file = `bench/${target.name.replace(/[^a-z0-9]+/gi, '-')}${target.path.startsWith('/api') ? '.json' : '.html'}`;
      mkdirSync(path.join(server.dataDir, 'uploads/bench'), { recursive: true });
      writeFileSync(path.join(server.dataDir, 'uploads', file), body);
      await measure(`${server.origin}/uploads/${file}`, 2);
      ceiling = await measure(`${server.origin}/uploads/${file}`);
    }
    rows.push({ ...target, bytes: body.length, dynamic, static: ceiling });
    console.info(
      `${target.name}: ${dynamic.requestsPerSecond} req/s${ceiling ? ` (static ${ceiling.requestsPerSecond})` : ''}`,
    );
  }
  return rows;
}

build();
const cached = await startServer(PORT);
let withCache;
try {
  withCache = await run(cached, true);
} finally {
  await cached.stop();
}
const uncached = await startServer(PORT, { PUBLIC_CACHE_TTL: '0' });
let withoutCache;
try {
  withoutCache = await run(uncached, false);
} finally {
  await uncached.stop();
}

/**
 * The same reads uncached on a PostgreSQL server, in a database of their own: one server
 * process, or `processes` sharing the port (SERVER_PROCESSES, decision 038; with the Redis of
 * this machine, which that needs).
 */
async function runOnPostgres(processes = 1) {
  const database = await scratchDatabase('atelier_bench');
  try {
    const server = await startServer(PORT, {
      PUBLIC_CACHE_TTL: '0',
      DATABASE_URL: database.url,
      ...(processes > 1 && {
        SERVER_PROCESSES: String(processes),
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `bench-${database.url.split('/').pop()}:`,
      }),
    });
    try {
      return await run(server, false);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
const onPostgres = process.env.BENCH_PG === '0' ? null : await runOnPostgres();
/** One server process per core by default (this machine's cores, as `SERVER_PROCESSES` would be set). */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? availableParallelism());
const onPostgresProcesses =
  process.env.BENCH_PG === '0' || PROCESSES < 2 ? null : await runOnPostgres(PROCESSES);

const table: (string | number)[][] = [
  [
    'GET',
    'KiB',
    'req/s',
    'p50 ms',
    'p99 ms',
    'static req/s',
    'static p50',
    'static p99',
    'ratio',
    'no cache req/s',
    'no cache p99',
    'PostgreSQL no cache req/s',
    'PostgreSQL no cache p99',
    `PostgreSQL no cache, ${PROCESSES} processes req/s`,
    `PostgreSQL no cache, ${PROCESSES} processes p99`,
  ],
];
const results = withCache.map((row, i) => {
  const ratio = row.static ? row.dynamic.requestsPerSecond / row.static.requestsPerSecond : NaN;
  const nocache = withoutCache[i]!.dynamic;
  const postgres = onPostgres?.[i]!.dynamic;
  const processes = onPostgresProcesses?.[i]!.dynamic;
  table.push([
    row.name,
    kb(row.bytes),
    row.dynamic.requestsPerSecond,
    row.dynamic.p50Ms,
    row.dynamic.p99Ms,
    row.static?.requestsPerSecond ?? '',
    row.static?.p50Ms ?? '',
    row.static?.p99Ms ?? '',
    `${Math.round(ratio * 100)}%`,
    nocache.requestsPerSecond,
    nocache.p99Ms,
    postgres?.requestsPerSecond ?? '',
    postgres?.p99Ms ?? '',
    processes?.requestsPerSecond ?? '',
    processes?.p99Ms ?? '',
  ]);
  return {
    ...row,
    ratio: Number(ratio.toFixed(3)),
    withoutCache: nocache,
    postgresWithoutCache: postgres ?? null,
    postgresWithoutCacheProcesses: processes ? { processes: PROCESSES, ...processes } : null,
    meetsTarget: ratio >= TARGET_RATIO,
  };
});
console.info(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per run, loopback, no compression requested\n`,
);
printTable(table);
writeResult('api', {
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  targetRatio: TARGET_RATIO,
  results,
});
