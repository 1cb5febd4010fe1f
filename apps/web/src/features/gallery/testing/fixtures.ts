import type { Artwork, Collection } from '@atelier/core';
import { vi } from 'vitest';
import { makeArtwork as baseArtwork } from '@/test/factories';
import { jsonResponse } from '@/test/render';

/** An artwork as GET /artworks answers it, with its image's sizes; override what the test is about. */
export const makeArtwork = (id: number, overrides: Partial<Artwork> = {}): Artwork =>
  baseArtwork(id, {
    primary_image: {
      url: `/uploads/${id}.webp`,
      width: 1600,
      height: 1200,
      variants: [{ width: 480, url: `/uploads/${id}-480.webp` }],
      dominant_color: '#445566',
    },
    ordering: id,
    ...overrides,
  });

export const COLLECTIONS: Collection[] = [
  {
    id: 1,
    name: 'Landscapes',
    slug: 'landscapes',
    description: 'The coast of Maine.',
    ordering: 0,
    artwork_count: 11,
    is_gated: false,
  },
  {
    id: 2,
    name: 'Still Life',
    slug: 'still-life',
    description: null,
    ordering: 1,
    artwork_count: 0,
    is_gated: false,
  },
  {
    id: 4,
    name: 'Preview',
    slug: 'preview',
    description: 'New work first.',
    ordering: 3,
    artwork_count: 4,
    is_gated: true,
  },
];

/** A list body with the server's pagination for `total` works, `limit` a page. */
export const page = (artworks: Artwork[], total: number, limit = 20, offset = 0) => ({
  data: artworks,
  pagination: { total, pages: Math.ceil(total / limit), page: offset / limit + 1, limit, offset },
});

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch with a router over the API path (without /api/v1). Unknown paths answer the
 * server's 404, which is what public settings fall back from.
 */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    url.pathname = url.pathname.replace(/^\/api\/v1/, '');
    return (
      (await handler(url, init)) ??
      jsonResponse({ error: { message: 'Route not found', code: 'not_found' } }, 404)
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The gallery's API: the collections above, `artworks` answering GET /artworks, and `other`
 * for any further path the page asks for.
 */
export const stubGalleryApi = (artworks: Handler, other: Handler = () => undefined) =>
  stubApi((url, init) => {
    if (url.pathname === '/collections') return jsonResponse({ data: COLLECTIONS });
    if (url.pathname === '/artworks') return artworks(url, init);
    return other(url, init);
  });

/** Calls of the stub to one API path, as URLs with the headers sent. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === `/api/v1${path}`);
