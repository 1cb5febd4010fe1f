import { centsToDollars, type Artwork, type WorkState } from '@atelier/core';
import { iso } from '../../lib/serialize';
import type { ApiArtwork } from './artworks.repository';

/**
 * API shape of an artwork read with its extras (`listApiArtworks`, `findApiArtwork`); `state`
 * only on the artist's reads.
 */
export const toApiArtwork = ({ row, availability }: ApiArtwork, state?: WorkState): Artwork => ({
  id: row.id,
  title: row.title,
  year_created: row.year_created,
  material: row.material,
  substrate: row.substrate,
  width: row.width,
  height: row.height,
  price: row.price_cents === null ? null : centsToDollars(row.price_cents),
  availability,
  primary_image_url: row.primary_image_url,
  thumbnail_url: row.thumbnail_url,
  framed_image_url: row.framed_image_url,
  primary_image: row.primary_image,
  framed_image: row.framed_image,
  artist_comments: row.artist_comments,
  accolades: row.accolades,
  collections: row.collection_refs,
  featured: row.featured,
  is_public: row.is_public,
  offers_enabled: row.offers_enabled,
  ordering: row.ordering,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  ...(state && { state }),
});
