import { dollarsToCents } from '@atelier/core';
import type { Db } from '../../db/client';
import { artworkCollections, artworks, collections, uploadedImages } from '../../db/schema/index';
import type { TestApp } from '../test-app';

type ArtworkInsert = typeof artworks.$inferInsert;
type CollectionInsert = typeof collections.$inferInsert;

let seq = 0;
const next = () => ++seq;

/** A collection row; name and slug are unique unless given. */
export async function createCollection(db: Db, values: Partial<CollectionInsert> = {}) {
  const n = next();
  const name = values.name ?? `Collection ${n}`;
  const [row] = await db
    .insert(collections)
    .values({ slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`, ...values, name })
    .returning();
  return row!;
}

/**
 * An artwork row (public and available unless told), linked to `collectionIds` in that order.
 * `created_at` may be given to control the "newest" order.
 */
/** An artwork at a price in whole dollars, as the API shows it. */
export const createPricedArtwork = (
  db: Db,
  dollars: number,
  values: Parameters<typeof createArtwork>[1] = {},
) => createArtwork(db, { price_cents: dollarsToCents(dollars), ...values });

export async function createArtwork(
  db: Db,
  values: Partial<ArtworkInsert> & { collectionIds?: number[] } = {},
) {
  const { collectionIds = [], ...rest } = values;
  const [row] = await db
    .insert(artworks)
    .values({ title: `Artwork ${next()}`, ...rest })
    .returning();
  if (collectionIds.length) {
    await db.insert(artworkCollections).values(
      collectionIds.map((collection_id, position) => ({
        artwork_id: row!.id,
        collection_id,
        position,
      })),
    );
  }
  return row!;
}

/** An uploaded_images row, as the upload pipeline would write it. */
export async function createImage(
  db: Db,
  url: string,
  values: Partial<typeof uploadedImages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(uploadedImages)
    .values({
      url,
      thumbnail_url: url.replace(/(\.\w+)$/, '-thumb$1'),
      storage_prefix: `test/${next()}`,
      width: 1600,
      height: 1200,
      variants: [{ width: 480, url: url.replace(/(\.\w+)$/, '-480$1') }],
      dominant_color: '#8a6f4d',
      original_format: 'jpeg',
      bytes: 1000,
      ...values,
    })
    .returning();
  return row!;
}

/** Sets the preview password as the admin, then trades it for a grant: the headers carry it. */
export async function previewGrantHeaders(t: TestApp, password = 'secret') {
  const set = await t.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/preview_password',
    headers: t.auth,
    payload: { value: password },
  });
  if (set.statusCode !== 200) throw new Error(`setting the preview password failed: ${set.body}`);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/preview/access',
    payload: { password },
  });
  if (res.statusCode !== 200) throw new Error(`preview access failed: ${res.body}`);
  return { 'x-preview-token': res.json().data.token as string };
}
