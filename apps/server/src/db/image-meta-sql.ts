import type { ImageMeta } from '@atelier/core';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { uploadedImages } from './schema/index';

/**
 * An uploaded image's metadata as one JSON value, core's `ImageMeta`: the one place its shape
 * is written (the response schemas fail the artworks and blog tests if a field goes missing).
 */
export const imageMetaJson = sql<ImageMeta>`json_build_object('url', ${uploadedImages.url}, 'width', ${uploadedImages.width}, 'height', ${uploadedImages.height}, 'variants', ${uploadedImages.variants}, 'dominant_color', ${uploadedImages.dominant_color}, 'deep_zoom', ${uploadedImages.deep_zoom})`;

/**
 * The metadata of the uploaded image at `url` (null when none), as a subquery of the statement
 * that reads the row holding the URL: artworks and posts read their images this way, not in a
 * second round trip (decision 030).
 */
export const imageMetaAt = (url: AnyPgColumn): SQL =>
  sql`(select ${imageMetaJson} from ${uploadedImages} where ${uploadedImages.url} = ${url})`;
