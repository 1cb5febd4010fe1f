import { z } from 'zod';

/** PUT /collections/reorder: the admin screen sends the new position of each collection. */
export const CollectionReorderInput = z.object({
  collections: z
    .array(z.object({ id: z.number().int().positive(), ordering: z.number().int().min(0) }))
    .min(1, { error: 'collections must list at least one collection' })
    .max(500),
});
export type CollectionReorderInput = z.infer<typeof CollectionReorderInput>;
