import type { FastifyInstance } from 'fastify';
import type { BackupOverview, BackupRun } from '@atelier/core';
import { iso, isoOrNull } from '../../lib/serialize';
import { conflict, notFound } from '../../lib/errors';
import { backupsStore, createBackup } from './backups.service';
import * as repo from './backups.repository';

/** Backups started from the admin and not finished: a stopping server waits for them. */
const inFlight = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();
export const backupsInFlight = (app: FastifyInstance) => Promise.all(inFlight.get(app) ?? []);

/** A run still "running" after this long was cut short (the server stopped mid-way). */
export const RUN_GIVEN_UP_MS = 6 * 60 * 60 * 1000;

/** A run still "running" long after it started was cut short (a stop, or a restored copy). */
const interrupted = (row: repo.BackupRunRow) =>
  row.status === 'running' && Date.now() - row.started_at.getTime() >= RUN_GIVEN_UP_MS;

const toApi = (row: repo.BackupRunRow): BackupRun => ({
  id: row.id,
  trigger: row.trigger as BackupRun['trigger'],
  status: interrupted(row) ? 'failed' : (row.status as BackupRun['status']),
  name: row.name,
  bytes: row.bytes,
  error: interrupted(row) ? 'Interrupted: the server stopped while it was being made.' : row.error,
  started_at: iso(row.started_at),
  finished_at: isoOrNull(row.finished_at),
  downloadable: row.status === 'done' && !row.deleted_at,
});

export async function overview(app: FastifyInstance): Promise<BackupOverview> {
  const { intervalHours, keep } = app.config.backups;
  return {
    interval_hours: intervalHours,
    keep,
    location: app.config.storage
      ? 'the site’s private storage space'
      : 'the site’s data folder on its server',
    runs: (await repo.listRuns(app.db, 20)).map(toApi),
  };
}

/**
 * Starts a backup in the background and answers at once with its run (the screen follows it).
 * One at a time per site: a run started less than RUN_GIVEN_UP_MS ago and still running
 * refuses a second.
 */
export async function startManualBackup(app: FastifyInstance): Promise<BackupRun> {
  const [latest] = await repo.listRuns(app.db, 1);
  if (latest?.status === 'running' && !interrupted(latest))
    throw conflict('A backup is already being made. It will be listed here when it is done.');
  const running = inFlight.get(app) ?? new Set();
  inFlight.set(app, running);
  const run = new Promise<repo.BackupRunRow>((resolve, reject) => {
    const made = createBackup({ database: app.database, config: app.config }, 'manual', resolve)
      .catch((err: unknown) => {
        reject(err); // nothing happens once the run was answered
        app.log.error({ err }, 'backup failed');
      })
      .finally(() => running.delete(made));
    running.add(made);
  });
  return toApi(await run);
}

/** The archive of a finished run that is still kept. */
export async function openArchive(app: FastifyInstance, id: number) {
  const row = await repo.findRun(app.db, id);
  if (!row || row.status !== 'done' || row.deleted_at) throw notFound('Backup not found');
  const store = backupsStore(app.config);
  const stat = await store.stat(row.name);
  const body = stat && (await store.get(row.name));
  if (!stat || !body) throw notFound('This backup’s archive is no longer there');
  return { name: row.name, body, size: stat.size };
}
