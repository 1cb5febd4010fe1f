import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { runScheduledBackup } from './backup-scheduler.worker';
import type { BackupContext } from './backups.service';

/**
 * Scheduled backups (decision 027). On PostgreSQL (server-pg) two schedulers, each with its own
 * pool as two instances would have, look at once: one makes the backup, the other finds it
 * busy, and neither makes another until the interval has passed.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let database: Database & { url?: string };
let second: Database | undefined;
let dataDir: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  if (onPostgres) second = await createDatabase({ url: database.url });
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-sched-'));
});
afterAll(async () => {
  await second?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ctx = (db: Database, intervalHours = 24): BackupContext => ({
  database: db,
  config: {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: database.url,
    backups: { intervalHours, keep: 7 },
  },
});

describe('the backup schedule', () => {
  it(
    onPostgres
      ? 'makes one backup when two instances look at once, then none until the next is due'
      : 'makes a backup when one is due, then none until the next is due',
    async () => {
      const instances = second ? [database, second] : [database];
      const outcomes = await Promise.all(instances.map((db) => runScheduledBackup(ctx(db))));
      expect(outcomes.filter((o) => o === 'made')).toHaveLength(1);
      if (second) expect(outcomes.filter((o) => o === 'busy' || o === 'not due')).toHaveLength(1);

      for (const db of instances) expect(await runScheduledBackup(ctx(db))).toBe('not due');
      const later = new Date(Date.now() + 25 * HOUR);
      expect(await runScheduledBackup(ctx(database), later)).toBe('made');

      const runs = await database.db.select().from(backupRuns);
      expect(runs.map((r) => [r.trigger, r.status])).toEqual([
        ['scheduled', 'done'],
        ['scheduled', 'done'],
      ]);
    },
    120_000,
  );

  it('does nothing when the interval is 0', async () => {
    expect(await runScheduledBackup(ctx(database, 0), new Date(Date.now() + 1000 * HOUR))).toBe(
      'off',
    );
  });
});
