import { z } from 'zod';
import { Slug } from './common';
import { INT4, integer, text } from './primitives';

export const CollectionRef = z.object({ id: z.number().int(), name: z.string() });
export type CollectionRef = z.infer<typeof CollectionRef>;

export const Collection = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  ordering: z.number().int(),
  artwork_count: z.number().int(),
  is_gated: z.boolean(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionInput = z.object({
  name: text().trim().min(1, { error: 'Name is required' }).max(120),
  slug: Slug.optional(),
  description: text().trim().max(2000).nullish(),
  ordering: integer(INT4).optional(),
});
export type CollectionInput = z.infer<typeof CollectionInput>;
export const CollectionUpdate = CollectionInput.partial();
export type CollectionUpdate = z.infer<typeof CollectionUpdate>;
