import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { seedCatalogue, titles } from './artworks.fixtures';

const t = useTestApp();
let c: Awaited<ReturnType<typeof seedCatalogue>>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });

beforeAll(async () => {
  c = await seedCatalogue(t.app.db);
});

describe('GET /artworks', () => {
  it('lists public works by ordering, then newest first, with pagination', async () => {
    const res = await get('/artworks');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([
      'Morning Tide',
      'Evening Swell',
      'No Price',
      'Quiet Face',
      '100% Pure_Light',
    ]);
    expect(res.json().pagination).toEqual({ total: 5, pages: 1, page: 1, limit: 20, offset: 0 });
  });

  it('pages with limit and offset', async () => {
    const res = await get('/artworks?limit=2&offset=2');
    expect(titles(res)).toEqual(['No Price', 'Quiet Face']);
    expect(res.json().pagination).toEqual({ total: 5, pages: 3, page: 2, limit: 2, offset: 2 });
    const past = await get('/artworks?limit=2&offset=10');
    expect(titles(past)).toEqual([]);
    expect(past.json().pagination.total).toBe(5);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['availability=lost', 'availability'],
    ['minPrice=-1', 'minPrice'],
    ['year=abc', 'year'],
    ['featured=yes', 'featured'],
  ])('rejects %s with 400 naming the field', async (qs, field) => {
    const res = await get(`/artworks?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.message).toMatch(new RegExp(`^${field}: `));
  });

  it('lets the admin see hidden works, filter on is_public and sort', async () => {
    expect(titles(await get('/artworks', t.auth))).toEqual([
      'Hidden Study',
      'Morning Tide',
      'Evening Swell',
      'No Price',
      'Quiet Face',
      '100% Pure_Light',
    ]);
    expect(titles(await get('/artworks?is_public=false', t.auth))).toEqual(['Hidden Study']);
    expect(titles(await get('/artworks?sort=title', t.auth))[0]).toBe('100% Pure_Light');
    expect(titles(await get('/artworks?sort=price', t.auth))).toEqual([
      '100% Pure_Light',
      'Hidden Study',
      'Quiet Face',
      'Morning Tide',
      'Evening Swell',
      'No Price',
    ]);
    expect(titles(await get('/artworks?sort=newest', t.auth))[0]).toBe('Hidden Study');
    expect(titles(await get('/artworks?sort=year', t.auth)).slice(0, 2)).toEqual([
      'Quiet Face',
      'Evening Swell',
    ]);
  });

  it('ignores is_public and sort from visitors', async () => {
    expect(titles(await get('/artworks?is_public=false'))).toHaveLength(5);
    expect(titles(await get('/artworks?sort=title'))[0]).toBe('Morning Tide');
  });

  it('ignores a bad token and answers as to a visitor', async () => {
    expect(titles(await get('/artworks', { authorization: 'Bearer nonsense' }))).not.toContain(
      'Hidden Study',
    );
  });
});

describe('GET /artworks/:id', () => {
  it('returns the artwork in the API shape: dollars, collections by position, image metadata', async () => {
    const res = await get(`/artworks/${c.tide.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.tide.id,
      title: 'Morning Tide',
      price: 1200,
      width: 24,
      height: 30.5,
      year_created: 2021,
      accolades: ['Salon 2022'],
      collections: [{ id: c.seas.id, name: 'Seas' }],
      primary_image_url: '/uploads/tide.webp',
      primary_image: {
        url: '/uploads/tide.webp',
        width: 2000,
        height: 1500,
        dominant_color: '#336699',
      },
      framed_image_url: '/uploads/not-registered.webp',
      framed_image: null,
      featured: true,
      is_public: true,
    });
    expect(res.json().data.primary_image.variants).toEqual([
      { width: 480, url: '/uploads/tide-480.webp' },
    ]);
    expect(res.json().data).not.toHaveProperty('price_cents');
    const swell = (await get(`/artworks/${c.swell.id}`)).json().data;
    expect(swell.collections).toEqual([
      { id: c.portraits.id, name: 'Portraits' },
      { id: c.seas.id, name: 'Seas' },
    ]);
    expect(swell.price).toBe(2500);
  });

  it('answers 404 "Artwork not found" for a missing or hidden artwork', async () => {
    for (const id of [999_999, c.hidden.id]) {
      const res = await get(`/artworks/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Artwork not found');
    }
  });

  it('shows a hidden artwork to the admin', async () => {
    const res = await get(`/artworks/${c.hidden.id}`, t.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_public).toBe(false);
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/artworks/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^id: /);
  });
});
