import { eq, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** The images of several URLs in one query (the API's ImageMeta plus the thumbnail). */
export const imagesByUrl = (db: DbOrTx, urls: string[]) =>
  urls.length
    ? db
        .select({
          url: uploadedImages.url,
          thumbnail_url: uploadedImages.thumbnail_url,
          width: uploadedImages.width,
          height: uploadedImages.height,
          variants: uploadedImages.variants,
          dominant_color: uploadedImages.dominant_color,
          deep_zoom: uploadedImages.deep_zoom,
        })
        .from(uploadedImages)
        .where(inArray(uploadedImages.url, urls))
    : Promise.resolve([]);
