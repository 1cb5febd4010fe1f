import { cpSync } from 'node:fs';

// What every end-to-end server shares (decision 039): the global setup seeds the demo site once
// into a snapshot, and each Playwright worker's server starts from a copy of it.

export const E2E_ADMIN = { email: 'artist@example.com', password: 'e2e-password-123' };

/** The environment of the snapshot's server and of every worker's server. */
export const E2E_SERVER_ENV: Record<string, string> = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The demo's paintings would be encoding AVIF and tiles beside the tests: off, except where
  // a spec turns them on (deep-zoom.spec.ts). Their jobs wait in the snapshot's table.
  IMAGE_JOBS: 'false',
  // No automatic backup of the demo site a minute after each start (admin-backups.spec.ts
  // turns them back on, looking a second after its server starts).
  BACKUP_INTERVAL_HOURS: '0',
  // The waitlist spec waits for a notice of new work: announce every 2 s, not every minute.
  WAITLIST_NOTICE_SECONDS: '2',
};

/** Set by the global setup for the workers (they inherit its environment). */
const SNAPSHOT_DIR = 'E2E_SNAPSHOT_DIR';

export function setSnapshotDir(dir: string) {
  process.env[SNAPSHOT_DIR] = dir;
}

/** Fills a new server's DATA_DIR with the seeded demo site. */
export function copySnapshot(dataDir: string) {
  const snapshot = process.env[SNAPSHOT_DIR];
  if (!snapshot) throw new Error(`${SNAPSHOT_DIR} is not set: run the specs through Playwright`);
  cpSync(snapshot, dataDir, { recursive: true });
}
