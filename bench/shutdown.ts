// npm run bench:shutdown — SIGTERM under load. 100 connections read a server-rendered page from
// the production server; mid-run the server gets SIGTERM. A "load balancer" polls /readyz every
// 100 ms and stops sending once it answers 503, as a real one would. Expected: readiness fails
// at once, every request sent is answered (0 errors, 0 non-2xx), and the process exits cleanly.
import autocannon, { type Result } from 'autocannon';
import { build, printTable, startServer, writeResult } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3109);
const CONNECTIONS = 100;
const LOAD_BEFORE_SIGTERM_MS = 3000;
const DRAIN_SECONDS = 3;

build();
const server = await startServer(PORT, { SHUTDOWN_DRAIN: String(DRAIN_SECONDS) });
const url = `${server.origin}/artwork`;

let result: Result | undefined;
const finished = new Promise<Result>((resolve, reject) => {
  const run = autocannon({ url, connections: CONNECTIONS, duration: 60, pipelining: 1 }, (e, r) =>
    e ? reject(e) : resolve(r),
  );
  setTimeout(() => void stopOnUnready(run), LOAD_BEFORE_SIGTERM_MS);
});

async function stopOnUnready(run: { stop(): void }) {
  const sigterm = Date.now();
  const stopped = server.stop(); // SIGTERM, then waits for the process to exit
  let unreadyAfterMs = NaN;
  for (;;) {
    const status = await fetch(`${server.origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) {
      unreadyAfterMs = Date.now() - sigterm;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  run.stop();
  await stopped;
  const exitedAfterMs = Date.now() - sigterm;
  result = await finished;
  report(unreadyAfterMs, exitedAfterMs);
}

function report(unreadyAfterMs: number, exitedAfterMs: number) {
  const r = result!;
  printTable([
    ['requests', '2xx', 'non-2xx', 'errors', 'timeouts', 'readyz 503 after', 'exited after'],
    [
      r.requests.total,
      r['2xx'],
      r.non2xx,
      r.errors,
      r.timeouts,
      `${unreadyAfterMs} ms`,
      `${exitedAfterMs} ms`,
    ],
  ]);
  writeResult('shutdown', {
    connections: CONNECTIONS,
    drainSeconds: DRAIN_SECONDS,
    requests: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    unreadyAfterMs,
    exitedAfterMs,
  });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed) {
    console.error(`\n${failed} requests failed during the shutdown`);
    process.exitCode = 1;
  }
}
