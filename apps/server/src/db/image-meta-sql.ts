import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { uploadedImages } from './schema/index';

/**
 * The metadata of the uploaded image at `url` as one JSON value (null when none), as a subquery
 * of the statement that reads the row holding the URL: core's `ImageMeta`, the shape
 * `imageMetaByUrl` (uploads.service) also gives; a field added there goes here too (the
 * response schemas fail the artworks and blog tests otherwise). Artworks and posts read their
 * images this way, in the statement that reads them, not in a second round trip (decision 030).
 */
export const imageMetaAt = (url: AnyPgColumn): SQL =>
  sql`(select json_build_object('url', ${uploadedImages.url}, 'width', ${uploadedImages.width}, 'height', ${uploadedImages.height}, 'variants', ${uploadedImages.variants}, 'dominant_color', ${uploadedImages.dominant_color}, 'deep_zoom', ${uploadedImages.deep_zoom}) from ${uploadedImages} where ${uploadedImages.url} = ${url})`;
