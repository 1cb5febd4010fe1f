import { rmSync } from 'node:fs';
import { E2E_SERVER_ENV, setSnapshotDir } from './e2e-server';
import { startOwnServer } from './own-server';

/**
 * Runs once before any worker starts (decision 039): `npm start`'s script builds the web app
 * and the server when they are stale, then the production server seeds the demo site into a
 * fresh DATA_DIR and is stopped. That folder is the snapshot every worker's server copies, so
 * no server builds or seeds again. Returns the teardown that deletes it.
 */
export default async function globalSetup() {
  const started = performance.now();
  const server = await startOwnServer(
    { ...E2E_SERVER_ENV, SEED_DEMO: 'true' },
    { script: 'scripts/start.mjs', startWithinMs: 300_000 },
  );
  await server.stop({ keepData: true });
  setSnapshotDir(server.dataDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`e2e: build and demo snapshot ready in ${seconds} s (${server.dataDir})`);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
