import { z } from 'zod';
import { AVAILABILITY_VALUES, RELATED_ARTWORKS } from '../constants';
import { ListQuery, QueryBoolean, optionalMediaUrl, optionalText } from './common';
import {
  DOLLARS,
  INT4,
  NUMERIC_7_2,
  decimal,
  decimalParam,
  integer,
  integerParam,
  text,
} from './primitives';
import { CollectionRef } from './collections';
import { ImageMeta } from './images';
import { WORK_STATE_KINDS } from '../rules/work-state';

/** What a work is now (core's `workState`, decision 048): sent to the artist only. */
export const ArtworkState = z.object({
  kind: z.enum(WORK_STATE_KINDS),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  buyer_name: z.string().nullable(),
  until: z.string().nullable(),
  until_is_day: z.boolean(),
});

export const Artwork = z.object({
  id: z.number().int(),
  title: z.string(),
  year_created: z.number().int().nullable(),
  material: z.string().nullable(),
  substrate: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Whole US dollars. */
  price: z.number().nullable(),
  /** Stored values are one of AVAILABILITY_VALUES; the UI shows anything else as "Unavailable". */
  availability: z.string(),
  primary_image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  framed_image_url: z.string().nullable(),
  primary_image: ImageMeta.nullable(),
  framed_image: ImageMeta.nullable(),
  artist_comments: z.string().nullable(),
  accolades: z.array(z.string()),
  collections: z.array(CollectionRef),
  featured: z.boolean(),
  is_public: z.boolean(),
  /** Visitors may make an offer on this work even when offers are off for the whole shop. */
  offers_enabled: z.boolean(),
  ordering: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The admin's reads only: available, held by an order, reserved, sold or not for sale. */
  state: ArtworkState.optional(),
});
export type Artwork = z.infer<typeof Artwork>;

/** Predicates: a form's label ("Height (inches)") completes them (decision 050). */
const dimension = decimal(NUMERIC_7_2, {
  max: 1000,
  error: 'must be a number',
  tooBig: 'must be 1,000 inches or less',
})
  .positive({ error: 'must be greater than 0' })
  .nullish();
const artworkId = integer(INT4, { min: 1 });

export const ArtworkInput = z.object({
  title: text()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title must be 200 characters or less' }),
  year_created: integer(INT4, {
    min: 1000,
    max: 3000,
    error: 'Year must be a number',
    int: 'Year must be a whole number',
    tooSmall: 'Year must be between 1000 and 3000',
    tooBig: 'Year must be between 1000 and 3000',
  }).nullish(),
  material: optionalText(120),
  substrate: optionalText(120),
  width: dimension,
  height: dimension,
  price: integer(DOLLARS, {
    min: 0,
    max: 10_000_000,
    error: 'Price must be a number',
    int: 'Price is in whole dollars',
    tooSmall: 'Price cannot be negative',
    tooBig: 'Price must be $10,000,000 or less',
  }).nullish(),
  availability: z.enum(AVAILABILITY_VALUES).default('available'),
  primary_image_url: optionalMediaUrl,
  thumbnail_url: optionalMediaUrl,
  framed_image_url: optionalMediaUrl,
  artist_comments: text().max(50_000).nullish(),
  accolades: z
    .array(
      text()
        .trim()
        .min(1, { error: 'An accolade cannot be empty' })
        .max(300, { error: 'Keep each accolade to 300 characters' }),
    )
    .max(50, { error: 'At most 50 accolades' })
    .default([]),
  collection_ids: z
    .array(integer(INT4, { min: 1 }))
    .max(50)
    .default([]),
  featured: z.boolean().default(false),
  is_public: z.boolean().default(true),
  offers_enabled: z.boolean().default(false),
  ordering: integer(INT4).optional(),
});
export type ArtworkInput = z.infer<typeof ArtworkInput>;

const fields = ArtworkInput.shape;
/**
 * Body of PUT /artworks/:id. zod 4 still applies defaults inside `.partial()`, so the fields
 * with defaults are made plainly optional: a field left out of an update stays untouched.
 */
export const ArtworkUpdate = ArtworkInput.extend({
  availability: fields.availability.removeDefault().optional(),
  accolades: fields.accolades.removeDefault().optional(),
  collection_ids: fields.collection_ids.removeDefault().optional(),
  featured: fields.featured.removeDefault().optional(),
  is_public: fields.is_public.removeDefault().optional(),
  offers_enabled: fields.offers_enabled.removeDefault().optional(),
}).partial();
export type ArtworkUpdate = z.infer<typeof ArtworkUpdate>;

export const RelatedArtworksQuery = z.object({
  limit: integerParam(INT4, { min: 1, max: 12 }).default(RELATED_ARTWORKS),
});

export const ArtworkListQuery = ListQuery.extend({
  /** A collection id or its name (any case). */
  collection: text().trim().min(1).max(200).optional(),
  availability: z.enum(AVAILABILITY_VALUES).optional(),
  material: text().trim().min(1).max(200).optional(),
  minPrice: decimalParam(DOLLARS, { min: 0 }).optional(),
  maxPrice: decimalParam(DOLLARS, { min: 0 }).optional(),
  year: integerParam(INT4).optional(),
  search: text().trim().min(1).max(200).optional(),
  featured: QueryBoolean.optional(),
  /** Admin only: filter by visibility. Ignored for visitors. */
  is_public: QueryBoolean.optional(),
  /** Admin only. */
  sort: z.enum(['ordering', 'newest', 'title', 'price', 'year']).optional(),
});
export type ArtworkListQuery = z.infer<typeof ArtworkListQuery>;

export const BulkReorderInput = z.object({
  artworks: z
    .array(z.object({ id: artworkId, ordering: integer(INT4, { min: 0 }) }))
    .min(1, { error: 'artworks must list at least one artwork' })
    .max(5000),
});
export type BulkReorderInput = z.infer<typeof BulkReorderInput>;

export const BulkVisibilityInput = z.object({
  artwork_ids: z
    .array(artworkId)
    .min(1, { error: 'artwork_ids must list at least one artwork' })
    .max(5000),
  is_public: z.boolean(),
});
export type BulkVisibilityInput = z.infer<typeof BulkVisibilityInput>;

export const BulkResult = z.object({ updated: z.number().int() });
