import { and, count, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DeepZoom, ImageVariant } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { imageJobs, uploadedImages } from '../../db/schema/index';

export type ImageJobRow = typeof imageJobs.$inferSelect;

/**
 * Claims the next due job (SKIP LOCKED, so two instances never take the same one) and leases it
 * for `leaseMs`: a job whose lease ran out (its process died) is due again. Counts the attempt.
 */
export async function claimNext(db: DbOrTx, now: Date, leaseMs: number) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: imageJobs.id })
      .from(imageJobs)
      .where(
        and(
          or(eq(imageJobs.status, 'queued'), eq(imageJobs.status, 'running')),
          lte(imageJobs.next_attempt_at, now),
          or(isNull(imageJobs.locked_until), lt(imageJobs.locked_until, now)),
        ),
      )
      // Newest first: the image the artist just uploaded, and is looking at, is next.
      .orderBy(desc(imageJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [job] = await tx
      .update(imageJobs)
      .set({
        status: 'running',
        locked_until: new Date(now.getTime() + leaseMs),
        attempts: sql`${imageJobs.attempts} + 1`,
      })
      .where(eq(imageJobs.id, due.id))
      .returning();
    return job ?? null;
  });
}

/** Records progress and extends the lease; false when the job is no longer this worker's. */
export async function heartbeat(
  db: DbOrTx,
  id: number,
  progress: number,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(imageJobs)
    .set({ progress, locked_until: lockedUntil })
    .where(and(eq(imageJobs.id, id), eq(imageJobs.status, 'running')))
    .returning({ id: imageJobs.id });
  return rows.length > 0;
}

/** The job's image gets its AVIF variants and tiles, and the job is done, in one transaction. */
export async function complete(
  db: DbOrTx,
  job: ImageJobRow,
  image: { variants: ImageVariant[]; deep_zoom: DeepZoom | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.update(uploadedImages).set(image).where(eq(uploadedImages.id, job.image_id));
    await tx
      .update(imageJobs)
      .set({ status: 'done', progress: 100, locked_until: null, error: null, finished_at: now })
      .where(eq(imageJobs.id, job.id));
  });
}

/** A failed attempt: tried again at `retryAt`, or failed for good when that is null. */
export async function fail(db: DbOrTx, id: number, error: string, retryAt: Date | null) {
  await db
    .update(imageJobs)
    .set(
      retryAt
        ? { status: 'queued', locked_until: null, next_attempt_at: retryAt, progress: 0, error }
        : { status: 'failed', locked_until: null, error, finished_at: new Date() },
    )
    .where(eq(imageJobs.id, id));
}

/** Gives a claimed job back at once (the server is stopping): due again for any instance. */
export async function release(db: DbOrTx, id: number) {
  await db
    .update(imageJobs)
    .set({ status: 'queued', locked_until: null, progress: 0 })
    .where(and(eq(imageJobs.id, id), eq(imageJobs.status, 'running')));
}

export async function imageById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
  return row ?? null;
}

/** An image and its job, by the image's URL. */
export async function jobOfImageUrl(db: DbOrTx, url: string) {
  const [row] = await db
    .select({ job: imageJobs, deep_zoom: uploadedImages.deep_zoom })
    .from(uploadedImages)
    .leftJoin(imageJobs, eq(imageJobs.image_id, uploadedImages.id))
    .where(eq(uploadedImages.url, url));
  return row ?? null;
}

/** How many jobs are in each status. */
export async function countsByStatus(db: DbOrTx) {
  return db
    .select({ status: imageJobs.status, n: count() })
    .from(imageJobs)
    .groupBy(imageJobs.status);
}
