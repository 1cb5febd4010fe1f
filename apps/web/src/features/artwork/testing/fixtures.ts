import type { Artwork } from '@atelier/core';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

/** An artwork as GET /artworks/{id} answers it; override what the test is about. */
export const makeArtwork = (id: number, overrides: Partial<Artwork> = {}): Artwork => ({
  id,
  title: 'Morning Fog, Pemaquid',
  year_created: 2024,
  material: 'Oil',
  substrate: 'Linen',
  width: 36,
  height: 24,
  price: 4800,
  availability: 'available',
  primary_image_url: `/uploads/${id}/1500.webp`,
  thumbnail_url: `/uploads/${id}/thumb.webp`,
  framed_image_url: null,
  primary_image: {
    url: `/uploads/${id}/1500.webp`,
    width: 1500,
    height: 1000,
    variants: [{ width: 480, url: `/uploads/${id}/480.webp` }],
    dominant_color: '#889999',
  },
  framed_image: null,
  artist_comments: '<p>Fog at Pemaquid rarely lifts all at once.</p>',
  accolades: ['Best in Show, Midcoast Plein Air Festival, 2024'],
  collections: [{ id: 1, name: 'Landscapes' }],
  featured: true,
  is_public: true,
  offers_enabled: false,
  ordering: 0,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  ...overrides,
});

interface DetailApi {
  artwork?: Artwork | null;
  related?: Artwork[];
}

/** GET /artworks/{id} (null answers 404) and its related works; other paths answer 404. */
export function stubDetailApi({ artwork = makeArtwork(10), related = [] }: DetailApi = {}) {
  const fetchMock = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace('/api/v1', '');
    if (/^\/artworks\/\d+\/related$/.test(path)) return jsonResponse({ data: related });
    if (/^\/artworks\/\d+$/.test(path) && artwork) return jsonResponse({ data: artwork });
    const message = path.startsWith('/artworks') ? 'Artwork not found' : 'Route not found';
    return jsonResponse({ error: { message, code: 'not_found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
