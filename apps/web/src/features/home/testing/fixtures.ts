import type { Artwork, PageContent } from '@atelier/core';
import { vi } from 'vitest';
import { makeArtwork, makePageContent } from '@/test/factories';
import { jsonResponse } from '@/test/render';

/** A featured work as the home page receives it, with its image's size. */
export const artwork = (id: number, overrides: Partial<Artwork> = {}): Artwork =>
  makeArtwork(id, {
    title: `Painting ${id}`,
    substrate: 'linen',
    width: 30,
    height: 24,
    price: 2400,
    primary_image_url: `/uploads/p${id}.webp`,
    thumbnail_url: null,
    primary_image: {
      url: `/uploads/p${id}.webp`,
      width: 1200,
      height: 960,
      variants: [],
      dominant_color: '#887766',
    },
    artist_comments: null,
    collections: [],
    featured: true,
    ordering: id,
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  });

export const artworks = (n: number) => Array.from({ length: n }, (_, i) => artwork(i + 1));

export const homePage = (overrides: Partial<PageContent> = {}): PageContent =>
  makePageContent('home', overrides);

type Answer = () => Response | Promise<Response>;

/** Stubs fetch by API path (no /api/v1, no query); other paths get a 404. */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    return (
      routes[path]?.() ?? jsonResponse({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404)
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (body: unknown) => () => jsonResponse(body);
export const fail =
  (status = 500) =>
  () =>
    jsonResponse({ error: { message: 'Server error', code: 'INTERNAL' } }, status);
export const pending = () => new Promise<Response>(() => {});
