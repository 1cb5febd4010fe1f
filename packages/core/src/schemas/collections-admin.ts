import { z } from 'zod';
import { INT4, integer } from './primitives';

/** PUT /collections/reorder: the admin screen sends the new position of each collection. */
export const CollectionReorderInput = z.object({
  collections: z
    .array(z.object({ id: integer(INT4, { min: 1 }), ordering: integer(INT4, { min: 0 }) }))
    .min(1, { error: 'collections must list at least one collection' })
    .max(500),
});
export type CollectionReorderInput = z.infer<typeof CollectionReorderInput>;
