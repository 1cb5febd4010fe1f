import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  createPrivateStore,
  createStorage,
  originalsStore,
} from '../uploads/storage-drivers.service';
import { writeArchive } from './archive-writer.service';
import * as repo from './backups.repository';

export interface BackupContext {
  database: Database;
  config: Pick<Config, 'dataDir' | 'storage' | 'databaseUrl' | 'backups'>;
}

export interface BackupResult {
  id: number;
  name: string;
  /** Where the archive is: a file path, or s3://bucket/private/backups/<name>. */
  path: string;
  bytes: number;
}

/** atelier-20261124T010203Z-ab12.zip: sorts by time, never collides. */
export const archiveName = (at = new Date()) =>
  `atelier-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(2).toString('hex')}.zip`;

export const backupsStore = (config: BackupContext['config']) =>
  createPrivateStore(config, 'backups');

/**
 * Makes one backup (decision 026): writes the archive to a temporary file, stores it in the
 * backups store (DATA_DIR/backups, or the bucket's private key space), records the run, and
 * deletes the archives beyond the newest `backups.keep`. A failure is recorded with its reason
 * and thrown.
 */
export async function createBackup(
  ctx: BackupContext,
  trigger: repo.BackupTrigger,
  /** Called with the run's row once it is recorded (the admin answers with it at once). */
  onStarted: (run: repo.BackupRunRow) => void = () => undefined,
): Promise<BackupResult> {
  const { db } = ctx.database;
  const name = archiveName();
  const run = await repo.startRun(db, trigger, name);
  onStarted(run);
  const temp = mkdtempSync(path.join(tmpdir(), 'atelier-backup-'));
  try {
    const file = path.join(temp, name);
    await writeArchive(
      {
        database: ctx.database,
        databaseUrl: ctx.config.databaseUrl,
        uploads: createStorage(ctx.config),
        originals: originalsStore(ctx.config),
      },
      file,
    );
    const bytes = statSync(file).size;
    const store = backupsStore(ctx.config);
    await store.put(name, createReadStream(file), 'application/zip');
    await finishAndPrune(ctx, run.id, bytes);
    return { id: run.id, name, path: store.pathOf(name), bytes };
  } catch (err) {
    await repo.finishRun(db, run.id, {
      status: 'failed',
      error: err instanceof Error ? err.message : String(err),
    });
    throw err;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Records the run as done and marks the archives beyond the newest `backups.keep` deleted in
 * one transaction, so nobody ever sees a finished run next to an archive that is about to go;
 * the files are removed after the commit (a file left behind by a crash is harmless, a listed
 * archive without its file is not).
 */
async function finishAndPrune(ctx: BackupContext, id: number, bytes: number) {
  const pruned = await ctx.database.db.transaction(async (tx) => {
    await repo.finishRun(tx, id, { status: 'done', bytes });
    const beyond = (await repo.keptArchives(tx)).slice(ctx.config.backups.keep);
    for (const run of beyond) await repo.markDeleted(tx, run.id);
    return beyond;
  });
  const store = backupsStore(ctx.config);
  for (const run of pruned) await store.remove(run.name);
}

/** When the last successful backup finished (for /metrics and the admin); null before the first. */
export const lastBackupAt = (db: Database['db']) => repo.lastDoneAt(db);
