import { ArtworkInput, RELATED_ARTWORKS } from '@atelier/core';
import { z } from 'zod';

const fields = ArtworkInput.shape;

/**
 * Body of PUT /artworks/:id. Core's `ArtworkUpdate` is `ArtworkInput.partial()`, and zod 4
 * still applies the defaults of a partial object: an update sending only a title would reset
 * availability, featured, is_public, accolades and collections. Here a field left out stays
 * untouched. (Core's ArtworkUpdate should be fixed the same way; see the report of this module.)
 */
export const ArtworkPatch = ArtworkInput.extend({
  availability: fields.availability.removeDefault().optional(),
  accolades: fields.accolades.removeDefault().optional(),
  collection_ids: fields.collection_ids.removeDefault().optional(),
  featured: fields.featured.removeDefault().optional(),
  is_public: fields.is_public.removeDefault().optional(),
}).partial();
export type ArtworkPatch = z.infer<typeof ArtworkPatch>;

export const RelatedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(RELATED_ARTWORKS),
});
