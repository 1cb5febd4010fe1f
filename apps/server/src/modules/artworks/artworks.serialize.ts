import { centsToDollars, type Artwork } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { iso } from '../../lib/serialize';
import { imageMetaByUrl } from '../uploads/uploads.service';
import { visitorAvailabilities } from './artworks-holds.repository';
import * as repo from './artworks.repository';

/**
 * API shape of many artworks with two extra queries in all (collections and image metadata),
 * whatever the number of rows: no N+1.
 */
export async function toApiList(
  db: DbOrTx,
  rows: repo.ArtworkRow[],
  opts: { visitor?: boolean } = {},
): Promise<Artwork[]> {
  const [links, imageByUrl, held] = await Promise.all([
    repo.collectionsOf(
      db,
      rows.map((r) => r.id),
    ),
    imageMetaByUrl(
      db,
      rows.flatMap((r) => [r.primary_image_url, r.framed_image_url]),
    ),
    // Visitors see a work held by a pending order as reserved.
    opts.visitor
      ? visitorAvailabilities(
          db,
          rows.map((r) => r.id),
        )
      : undefined,
  ]);
  const refsOf = new Map<number, { id: number; name: string }[]>();
  for (const l of links)
    refsOf.set(l.artwork_id, [...(refsOf.get(l.artwork_id) ?? []), { id: l.id, name: l.name }]);
  const image = (url: string | null) => (url ? (imageByUrl.get(url) ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    year_created: row.year_created,
    material: row.material,
    substrate: row.substrate,
    width: row.width,
    height: row.height,
    price: row.price_cents === null ? null : centsToDollars(row.price_cents),
    availability: held?.get(row.id) ?? row.availability,
    primary_image_url: row.primary_image_url,
    thumbnail_url: row.thumbnail_url,
    framed_image_url: row.framed_image_url,
    primary_image: image(row.primary_image_url),
    framed_image: image(row.framed_image_url),
    artist_comments: row.artist_comments,
    accolades: row.accolades,
    collections: refsOf.get(row.id) ?? [],
    featured: row.featured,
    is_public: row.is_public,
    offers_enabled: row.offers_enabled,
    ordering: row.ordering,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}
