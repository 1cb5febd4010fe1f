import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { createArtwork, createCollection, createImage } from '../../test/factories/catalogue';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

/**
 * A small public catalogue for read tests. Visitor order (ordering, then newest):
 * Morning Tide, Evening Swell, No Price, Quiet Face, 100% Pure_Light; Hidden Study is private.
 */
export async function seedCatalogue(db: Db) {
  const seas = await createCollection(db, { name: 'Seas', slug: 'the-seas', ordering: 1 });
  const portraits = await createCollection(db, {
    name: 'Portraits',
    slug: 'portraits',
    ordering: 2,
  });
  await createImage(db, '/uploads/tide.webp', {
    width: 2000,
    height: 1500,
    dominant_color: '#336699',
  });
  const tide = await createArtwork(db, {
    title: 'Morning Tide',
    material: 'Oil',
    substrate: 'Canvas',
    price_cents: 120_000,
    year_created: 2021,
    featured: true,
    ordering: 1,
    created_at: at(0),
    collectionIds: [seas.id],
    accolades: ['Salon 2022'],
    artist_comments: '<p>Painted at dawn near the harbour</p>',
    width: 24,
    height: 30.5,
    primary_image_url: '/uploads/tide.webp',
    framed_image_url: '/uploads/not-registered.webp',
  });
  const swell = await createArtwork(db, {
    title: 'Evening Swell',
    material: 'oil',
    substrate: 'Linen',
    price_cents: 250_000,
    availability: 'sold',
    year_created: 2022,
    ordering: 2,
    created_at: at(1),
    collectionIds: [portraits.id, seas.id],
  });
  const face = await createArtwork(db, {
    title: 'Quiet Face',
    material: 'Acrylic',
    substrate: 'Panel',
    price_cents: 80_000,
    year_created: 2022,
    featured: true,
    ordering: 3,
    created_at: at(2),
    collectionIds: [portraits.id],
  });
  const noPrice = await createArtwork(db, {
    title: 'No Price',
    price_cents: null,
    availability: 'reserved',
    year_created: 2020,
    ordering: 3,
    created_at: at(3),
  });
  const light = await createArtwork(db, {
    title: '100% Pure_Light',
    material: 'Gouache',
    price_cents: 30_000,
    year_created: 2019,
    ordering: 4,
    created_at: at(4),
  });
  const hidden = await createArtwork(db, {
    title: 'Hidden Study',
    material: 'OIL',
    price_cents: 50_000,
    year_created: 2021,
    is_public: false,
    ordering: 0,
    created_at: at(5),
  });
  return { seas, portraits, tide, swell, face, noPrice, light, hidden };
}

/** Titles of a list response, in order. */
export const titles = (res: LightMyRequestResponse) =>
  (res.json().data as { title: string }[]).map((a) => a.title);
