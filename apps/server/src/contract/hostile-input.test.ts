import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../test/factories/catalogue';
import { MAINE } from '../test/factories/orders';
import { useTestAppWithWebDist } from '../test/web-dist-app';

/**
 * The audit's reproductions: each of these answered 500. Every answer must now be a 4xx in
 * the `{ error: { message, code } }` envelope, naming the field, and change nothing.
 */
const t = useTestAppWithWebDist();
let artworkId: number;
beforeAll(async () => {
  artworkId = (await createArtwork(t.app.db, { price_cents: 120_000 })).id;
});

let ip = 0;
/** A fresh client address per request: the per-address throttles never answer first. */
const from = () => `203.0.113.${(++ip % 250) + 1}`;
const NUL = 'a\u0000b';

function expectRefused(res: LightMyRequestResponse, status = 400, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error).toEqual(
    expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
  );
  if (field) expect(body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
}

const get = (url: string, auth = false) =>
  t.inject({ method: 'GET', url, remoteAddress: from(), headers: auth ? t.auth : {} });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, auth = false) =>
  t.inject({
    method,
    url,
    payload: payload as object,
    remoteAddress: from(),
    headers: auth ? t.auth : {},
  });

/** Each GET of the table (`[url, field]`) is refused, naming its field; `admin` signs it in. */
const refusesGets = (cases: [string, string][], admin = false) =>
  it.each(cases)(`${admin ? 'the admin ' : ''}GET %s is refused`, async (url, field) => {
    expectRefused(await get(url, admin), 400, field);
  });

/** Each admin write of the table (`[method, url, payload, field]`) is refused, naming its field. */
const refusesAdminWrites = (
  cases: readonly (readonly ['POST' | 'PUT' | 'PATCH', string, unknown, string])[],
) =>
  it.each(cases)('in the admin %s %s', async (method, url, payload, field) => {
    expectRefused(await send(method, url, payload, true), 400, field);
  });

describe('NUL bytes', () => {
  refusesGets([
    ['/api/v1/artworks?search=a%00b', 'search'],
    ['/api/v1/artworks?material=a%00b', 'material'],
    ['/api/v1/artworks?collection=a%00b', 'collection'],
    ['/api/v1/blog/posts?category=a%00b', 'category'],
    ['/api/v1/blog/posts?search=a%00b', 'search'],
    ['/api/v1/blog/posts/a%00b', 'slug'],
    ['/api/v1/orders/aaaaaaaaaaaaaaaaaaaa%00aaaa', 'token'],
  ]);

  refusesGets(
    [
      ['/api/v1/admin/messages?search=a%00b', 'search'],
      ['/api/v1/admin/subscribers?search=a%00b', 'search'],
      ['/api/v1/admin/orders?search=a%00b', 'search'],
      ['/api/v1/blog/posts?search=a%00b&status=all', 'search'],
    ],
    true,
  );

  it('in a contact message', async () => {
    const res = await send('POST', '/api/v1/contact', {
      name: NUL,
      email: 'ana@example.com',
      message: 'A message long enough.',
    });
    expectRefused(res, 400, 'name');
  });

  it('in a newsletter signup', async () => {
    const res = await send('POST', '/api/v1/newsletter/subscribe', {
      email: 'ana@example.com',
      first_name: NUL,
    });
    expectRefused(res, 400, 'first_name');
  });

  it.each([
    ['name', { name: NUL }],
    ['shipping_address.line1', { shipping_address: { ...MAINE, line1: NUL } }],
    ['shipping_address.city', { shipping_address: { ...MAINE, city: 'Cam\ud800den' } }],
  ])('in a checkout order (%s)', async (field, change) => {
    const res = await send('POST', '/api/v1/checkout/orders', {
      lines: [{ artwork_id: artworkId }],
      email: 'buyer@example.com',
      name: 'Ada Collector',
      shipping_address: MAINE,
      ...change,
    });
    expectRefused(res, 400, field);
  });

  refusesAdminWrites([
    ['POST', '/api/v1/artworks', { title: NUL }, 'title'],
    ['POST', '/api/v1/artworks', { title: 'Ok', accolades: [NUL] }, 'accolades.0'],
    ['POST', '/api/v1/collections', { name: NUL }, 'name'],
    ['POST', '/api/v1/blog/categories', { name: NUL }, 'name'],
    ['POST', '/api/v1/blog/posts', { title: NUL }, 'title'],
    ['PUT', '/api/v1/page-content/home', { hero_heading: NUL }, 'hero_heading'],
    ['PUT', '/api/v1/admin/settings/site_name', { value: NUL }, 'value'],
    [
      'PUT',
      '/api/v1/admin/settings/batch',
      { settings: [{ key: 'site_name', value: NUL }] },
      'settings.0.value',
    ],
  ] as const);
});

describe('numbers beyond their columns', () => {
  refusesGets([
    ['/api/v1/artworks?maxPrice=1e20', 'maxPrice'],
    ['/api/v1/artworks?minPrice=99999999999', 'minPrice'],
    ['/api/v1/artworks?year=99999999999', 'year'],
    ['/api/v1/artworks?offset=1e20', 'offset'],
    ['/api/v1/blog/posts?offset=99999999999999999999', 'offset'],
    ['/api/v1/artworks/99999999999', 'id'],
    ['/api/v1/collections/99999999999', 'id'],
  ]);

  refusesGets(
    [
      ['/api/v1/admin/messages?page=99999999999', 'page'],
      ['/api/v1/admin/orders/99999999999', 'id'],
      ['/api/v1/blog/posts/id/99999999999', 'id'],
    ],
    true,
  );

  refusesAdminWrites([
    ['POST', '/api/v1/artworks', { title: 'Big', ordering: 1e12 }, 'ordering'],
    ['POST', '/api/v1/artworks', { title: 'Big', collection_ids: [1e12] }, 'collection_ids.0'],
    ['POST', '/api/v1/collections', { name: 'Big', ordering: -1e12 }, 'ordering'],
    [
      'PUT',
      '/api/v1/artworks/bulk/reorder',
      { artworks: [{ id: 1, ordering: 1e12 }] },
      'artworks.0.ordering',
    ],
  ] as const);

  it('in a checkout line', async () => {
    const res = await send('POST', '/api/v1/checkout/quote', {
      lines: [{ artwork_id: 99_999_999_999 }],
      destination: { country: 'US', region: 'ME', postal_code: '04843' },
    });
    expectRefused(res, 400, 'lines.0.artwork_id');
  });
});

describe('preferences', () => {
  it('nested 10,000 levels deep is refused', async () => {
    const deep = `${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: `{"email":"deep@example.com","preferences":${deep}}`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: from(),
    });
    expectRefused(res);
    expect(res.json().error.message).toMatch(/^preferences(\.topics)?: /);
  });
});

describe('hostile path values', () => {
  it.each([
    ['1e400', '/api/v1/artworks/1e400'],
    ['-1', '/api/v1/artworks/-1'],
    ['NUL', '/api/v1/artworks/%00'],
    ['../', '/api/v1/artworks/..%2F..%2Fetc%2Fpasswd'],
    ['90 digits', `/api/v1/artworks/${'9'.repeat(90)}`],
    ['hex', '/api/v1/artworks/0x10'],
    ['../ as a slug', '/api/v1/blog/posts/..%2F..'],
    ['a 5000-character slug', `/api/v1/blog/posts/${'a'.repeat(5000)}`],
    ['NUL as a page', '/api/v1/page-content/%00'],
    ['NUL as a setting key', '/api/v1/settings/%00'],
    ['NUL as an order token', '/api/v1/orders/%00'],
    ['broken percent-encoding', '/api/v1/artworks/%E0%A4%A'],
  ])('%s answers a 4xx in the envelope', async (_label, url) => {
    for (const auth of [false, true]) {
      const res = await get(url, auth);
      expect(res.statusCode, `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      expect(res.json().error).toEqual(
        expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
      );
    }
  });
});

describe('hostile page addresses', () => {
  // Pages read the public API from inside the server, so its rules hold for them too.
  const long = `/blog/${'a'.repeat(5000)}`;
  it.each([
    '/blog/%00',
    '/blog/a%00b',
    '/artwork/99999999999',
    '/artwork/1e400',
    '/artwork/%00',
    '/artwork?search=%00&maxPrice=1e20&year=99999999999',
    '/blog?category=%00&search=%00',
    '/collections?x=%00',
    '/%E0%A4%A',
    'a 5000-character slug',
  ])('%s answers below 500', async (url) => {
    const res = await get(url.startsWith('/') ? url : long);
    expect(res.statusCode, url).toBeLessThan(500);
  });
});
