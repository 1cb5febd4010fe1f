import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { startControlListener } from './control/control-server';
import { DatabaseLockedError } from './db/embedded-lock';
import { tightenDataDir, writePrivately } from './lib/private-files';
import { isFirstProcess, runPrimary } from './server-processes';

/** Reads the environment, builds the app, listens, and shuts down gracefully. */
async function main() {
  writePrivately();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isPrimary) tightenDataDir(config.dataDir);
  // SERVER_PROCESSES > 1: this process only starts and watches the ones that serve.
  if (config.processes > 1 && cluster.isPrimary) return runPrimary(config);
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist = process.env.WEB_DIST ?? path.resolve(here, '../../web/dist');

  const app = await buildApp(config);
  // Open as soon as the database is: `npm run admin` works during the first start's seeding too.
  const control = await startControlListener(app);
  // With several processes the first one alone does the first-start chores (decision 038).
  if (isFirstProcess()) {
    await bootstrap(app);
    // The embedded database sets its own files' modes (0666): made private once it has opened,
    // migrated and seeded (its folder, 0700, keeps later ones out of reach; decision 044).
    tightenDataDir(config.dataDir);
  }
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM comes from an orchestrator: first a drain (readiness fails, requests are still
    // served) so the load balancer stops sending, then the port closes and in-flight requests
    // finish. Ctrl-C (SIGINT) skips the drain.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await control?.close(); // lets a command in progress finish before the database closes
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // A second process on the embedded database: the message names the holder and what to do.
  console.error(err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
