import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { seedCatalogue, titles } from './artworks.fixtures';

const t = useTestApp();
let c: Awaited<ReturnType<typeof seedCatalogue>>;
const list = async (qs: string, headers: Record<string, string> = {}) => {
  const res = await t.inject({ method: 'GET', url: `/api/v1/artworks?${qs}`, headers });
  expect(res.statusCode).toBe(200);
  return titles(res);
};

beforeAll(async () => {
  c = await seedCatalogue(t.app.db);
});

describe('GET /artworks filters', () => {
  it('collection: by id, by name in any case, by slug', async () => {
    const seas = ['Morning Tide', 'Evening Swell'];
    expect(await list(`collection=${c.seas.id}`)).toEqual(seas);
    expect(await list('collection=SEAS')).toEqual(seas);
    expect(await list('collection=seas')).toEqual(seas);
    expect(await list('collection=the-seas')).toEqual(seas);
    expect(await list('collection=Portraits')).toEqual(['Evening Swell', 'Quiet Face']);
  });

  it('collection: an unknown one gives an empty list', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/artworks?collection=Nowhere' });
    expect(res.json()).toEqual({
      data: [],
      pagination: { total: 0, pages: 0, page: 1, limit: 20, offset: 0 },
    });
  });

  it('collection: the total counts the whole collection while a page is shown', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/artworks?collection=Seas&limit=1&offset=1',
    });
    expect(titles(res)).toEqual(['Evening Swell']);
    expect(res.json().pagination).toMatchObject({ total: 2, pages: 2, page: 2 });
  });

  it('availability', async () => {
    expect(await list('availability=sold')).toEqual(['Evening Swell']);
    expect(await list('availability=reserved')).toEqual(['No Price']);
  });

  it('material: case-insensitive, exact; hidden works only for the admin', async () => {
    expect(await list('material=OIL')).toEqual(['Morning Tide', 'Evening Swell']);
    expect(await list('material=oil', t.auth)).toEqual([
      'Hidden Study',
      'Morning Tide',
      'Evening Swell',
    ]);
    expect(await list('material=oi')).toEqual([]);
  });

  it('minPrice and maxPrice in whole dollars, inclusive; unpriced works never match', async () => {
    expect(await list('minPrice=1000')).toEqual(['Morning Tide', 'Evening Swell']);
    expect(await list('maxPrice=1000')).toEqual(['Quiet Face', '100% Pure_Light']);
    expect(await list('minPrice=800&maxPrice=1200')).toEqual(['Morning Tide', 'Quiet Face']);
    expect(await list('minPrice=1200.01')).toEqual(['Evening Swell']);
  });

  it('rejects minPrice above maxPrice, naming maxPrice', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/artworks?minPrice=2000&maxPrice=100',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('maxPrice: must not be less than minPrice');
  });

  it('year', async () => {
    expect(await list('year=2022')).toEqual(['Evening Swell', 'Quiet Face']);
    expect(await list('year=1999')).toEqual([]);
  });

  it('featured', async () => {
    expect(await list('featured=true')).toEqual(['Morning Tide', 'Quiet Face']);
    expect(await list('featured=false')).toEqual(['Evening Swell', 'No Price', '100% Pure_Light']);
  });

  it('search: title, material, substrate and artist comments, any case', async () => {
    expect(await list('search=TIDE')).toEqual(['Morning Tide']);
    expect(await list('search=acryl')).toEqual(['Quiet Face']);
    expect(await list('search=linen')).toEqual(['Evening Swell']);
    expect(await list('search=harbour')).toEqual(['Morning Tide']);
    expect(await list('search=hidden')).toEqual([]);
  });

  it('search: % and _ are matched literally', async () => {
    expect(await list('search=%25')).toEqual(['100% Pure_Light']);
    expect(await list('search=_')).toEqual(['100% Pure_Light']);
  });

  it('combines filters', async () => {
    expect(await list('collection=Seas&availability=available')).toEqual(['Morning Tide']);
    expect(await list('featured=true&year=2022&material=acrylic')).toEqual(['Quiet Face']);
  });
});
