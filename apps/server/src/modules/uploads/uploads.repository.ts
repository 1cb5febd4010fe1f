import { eq, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { imageMetaJson } from '../../db/image-meta-sql';
import { imageJobs, uploadedImages } from '../../db/schema/index';

export type UploadedImageRow = typeof uploadedImages.$inferSelect;
export type NewUploadedImage = typeof uploadedImages.$inferInsert;

/** The image whose content hash ends its storage prefix ("yyyy/mm/<hash>"), whatever month it came in. */
export async function findByHash(db: DbOrTx, hash: string): Promise<UploadedImageRow | null> {
  const [row] = await db
    .select()
    .from(uploadedImages)
    .where(like(uploadedImages.storage_prefix, `%/${hash}`))
    .orderBy(uploadedImages.id)
    .limit(1);
  return row ?? null;
}

export async function findByUrl(db: DbOrTx, url: string): Promise<UploadedImageRow | null> {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.url, url));
  return row ?? null;
}

/** Inserts an image; null when one with the same URL exists already (a concurrent identical upload). */
export async function insertImage(
  db: DbOrTx,
  values: NewUploadedImage,
): Promise<UploadedImageRow | null> {
  const [row] = await db
    .insert(uploadedImages)
    .values(values)
    .onConflictDoNothing({ target: uploadedImages.url })
    .returning();
  return row ?? null;
}

/**
 * Inserts an image and queues its job (AVIF variants, deep-zoom tiles) in one transaction; null
 * when one with the same URL exists already (a concurrent identical upload).
 */
export async function insertImageWithJob(
  db: DbOrTx,
  values: NewUploadedImage,
): Promise<UploadedImageRow | null> {
  return db.transaction(async (tx) => {
    const row = await insertImage(tx, values);
    if (row) await tx.insert(imageJobs).values({ image_id: row.id });
    return row;
  });
}

/** The API's metadata of the images at several URLs, in one query. */
export const imageMetas = (db: DbOrTx, urls: string[]) =>
  urls.length
    ? db
        .select({ url: uploadedImages.url, meta: imageMetaJson })
        .from(uploadedImages)
        .where(inArray(uploadedImages.url, urls))
    : Promise.resolve([]);

/** The thumbnail of the uploaded image at `url`, if there is one. */
export async function findThumbnail(db: DbOrTx, url: string): Promise<string | null> {
  const [row] = await db
    .select({ thumbnail_url: uploadedImages.thumbnail_url })
    .from(uploadedImages)
    .where(eq(uploadedImages.url, url));
  return row?.thumbnail_url ?? null;
}
