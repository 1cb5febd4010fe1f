import type { FastifyInstance } from 'fastify';
import * as repo from './backups.repository';
import { createBackup, type BackupContext } from './backups.service';

/** The advisory lock that makes one instance at a time the one making scheduled backups. */
const SCHEDULE_LOCK = 727276;
/** After a failed scheduled backup, the next try waits this long (not every tick). */
const RETRY_AFTER_MS = 60 * 60 * 1000;
/** How often each instance looks whether a backup is due. */
const TICK_MS = 5 * 60 * 1000;

export type ScheduleOutcome = 'made' | 'not due' | 'busy' | 'off';

/** Due when no backup finished within the interval and no scheduled one was tried in the last hour. */
async function isDue(ctx: BackupContext, now: Date): Promise<boolean> {
  const { db } = ctx.database;
  const intervalMs = ctx.config.backups.intervalHours * 60 * 60 * 1000;
  if (await repo.anyDoneSince(db, new Date(now.getTime() - intervalMs))) return false;
  const tried = await repo.lastScheduledStart(db);
  return !tried || now.getTime() - tried.getTime() >= RETRY_AFTER_MS;
}

/**
 * One look at the schedule (decision 027): under an advisory lock, so with several instances
 * on one PostgreSQL database exactly one makes a due backup while the others find it busy,
 * then not due. The decision reads the backup_runs table, so a restart changes nothing.
 */
export async function runScheduledBackup(
  ctx: BackupContext,
  now = new Date(),
): Promise<ScheduleOutcome> {
  if (ctx.config.backups.intervalHours <= 0) return 'off';
  let outcome: ScheduleOutcome = 'not due';
  const held = await ctx.database.whileHolding(SCHEDULE_LOCK, async () => {
    if (!(await isDue(ctx, now))) return;
    await createBackup(ctx, 'scheduled');
    outcome = 'made';
  });
  return held ? outcome : 'busy';
}

/** Every instance looks every few minutes; the lock and the table decide who makes one. */
export function startBackupScheduler(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runScheduledBackup({ database: app.database, config: app.config }).catch(
      (err: unknown) => app.log.error({ err }, 'scheduled backup failed'),
    );
  };
  const first = setTimeout(tick, app.config.backupFirstCheckMs);
  const timer = setInterval(tick, TICK_MS);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
