import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { backupRuns } from '../../db/schema/index';

export type BackupRunRow = typeof backupRuns.$inferSelect;
export type BackupTrigger = 'manual' | 'scheduled' | 'command';

export async function startRun(db: DbOrTx, trigger: BackupTrigger, name: string) {
  const [row] = await db.insert(backupRuns).values({ trigger, name }).returning();
  return row!;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  outcome: { status: 'done'; bytes: number } | { status: 'failed'; error: string },
) {
  await db
    .update(backupRuns)
    .set({
      status: outcome.status,
      bytes: outcome.status === 'done' ? outcome.bytes : null,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 2000) : null,
      finished_at: sql`now()`,
    })
    .where(eq(backupRuns.id, id));
}

export async function findRun(db: DbOrTx, id: number): Promise<BackupRunRow | null> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
  return row ?? null;
}

/** The newest runs first. */
export function listRuns(db: DbOrTx, limit: number): Promise<BackupRunRow[]> {
  return db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.started_at), desc(backupRuns.id))
    .limit(limit);
}

/** Finished archives still kept, newest first. */
export function keptArchives(db: DbOrTx): Promise<BackupRunRow[]> {
  return db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'done'), isNull(backupRuns.deleted_at)))
    .orderBy(desc(backupRuns.started_at), desc(backupRuns.id));
}

export async function markDeleted(db: DbOrTx, id: number) {
  await db
    .update(backupRuns)
    .set({ deleted_at: sql`now()` })
    .where(eq(backupRuns.id, id));
}

/** Whether any backup finished well after `since`. */
export async function anyDoneSince(db: DbOrTx, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'done'), gt(backupRuns.finished_at, since)))
    .limit(1);
  return Boolean(row);
}

/** When the last scheduled backup started, whatever came of it. */
export async function lastScheduledStart(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: backupRuns.started_at })
    .from(backupRuns)
    .where(eq(backupRuns.trigger, 'scheduled'))
    .orderBy(desc(backupRuns.started_at))
    .limit(1);
  return row?.at ?? null;
}

/** When the last backup that succeeded finished; null before the first. */
export async function lastDoneAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: backupRuns.finished_at })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'done'))
    .orderBy(desc(backupRuns.finished_at))
    .limit(1);
  return row?.at ?? null;
}
