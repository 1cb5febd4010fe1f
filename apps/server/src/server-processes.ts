import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { serveMetricsTo } from './plugins/metrics-across-processes';

/** Set in the environment of the process that runs the first-start chores (bootstrap). */
export const FIRST_PROCESS_ENV = 'ATELIER_FIRST_PROCESS';

/** Whether this process is the one that creates the admin and the demo content at start. */
export const isFirstProcess = () => !cluster.isWorker || process.env[FIRST_PROCESS_ENV] === '1';

const log = (message: string) => console.info(`  ${message}`);

/**
 * The primary of SERVER_PROCESSES > 1 (decision 038): it serves nothing itself. It starts the
 * first process, which migrates the database, creates the admin and adds the demo content, and
 * the others once that one listens, so none of them do it twice; they share the port (Node's
 * cluster hands each connection to one). A process that dies after it listened is replaced; one
 * that dies before it ever listened stops the whole server with its exit code, since its
 * replacement would fail the same way. SIGTERM and SIGINT go to every process, each drains and
 * closes as a single server does, and the primary exits when the last has.
 */
export function runPrimary(config: Config) {
  let stopping = false;
  let exitCode = 0;
  const listened = new WeakSet<Worker>();

  const start = (first: boolean) => {
    const worker = cluster.fork(first ? { [FIRST_PROCESS_ENV]: '1' } : {});
    worker.once('listening', () => listened.add(worker));
    // GET /metrics in any process answers with the figures of every one serving.
    serveMetricsTo(worker, () =>
      Object.values(cluster.workers ?? {}).filter(
        (w): w is Worker => !!w && listened.has(w) && w.isConnected(),
      ),
    );
    return worker;
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each process forces its own exit after its drain; this is only for one that hangs.
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownDrainMs + 15_000);
    force.unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listened.has(worker)) {
      console.error(`A server process could not start (${signal ?? `exit code ${code}`}).`);
      exitCode = code || 1;
      stop('SIGTERM');
    } else if (!stopping) {
      log(
        `Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`,
      );
      start(false);
    } else if (code !== 0) {
      exitCode = exitCode || code || 1;
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const first = start(true);
  first.once('listening', () => {
    if (stopping) return;
    for (let i = 1; i < config.processes; i++) start(false);
  });
  let serving = 0;
  cluster.on('listening', () => {
    if (++serving === config.processes)
      log(`${config.processes} server processes share port ${config.port}.`);
  });
}
