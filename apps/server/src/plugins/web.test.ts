import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // <fresh folder>/dist: no server renderer (../dist-ssr) beside it.
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-web-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>app</title><div id="root"></div><!-- ${'x'.repeat(2000)} -->`,
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(
    path.join(dist, 'admin.html'),
    '<!doctype html><title>Admin</title><div id="root"></div><script type="module" src="/assets/admin-main-abc.js"></script>',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

/** Asks for each page in turn and checks its answer. */
async function forEachPage(urls: string[], check: (res: LightMyRequestResponse) => void) {
  for (const url of urls) check(await t.inject({ method: 'GET', url }));
}

/** The public web app's index.html, answered with this status. */
function expectWebApp(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<div id="root">');
}

describe('serving the web app', () => {
  it('answers deep links with index.html, revalidated on every visit', async () => {
    await forEachPage(['/', '/artwork', '/blog?x=1', '/about'], (res) => {
      expectWebApp(res, 200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  it('answers an unknown artwork, post or path with the app and status 404', async () => {
    await forEachPage(['/artwork/12', '/blog/some-post?x=1', '/nothing/here'], (res) =>
      expectWebApp(res, 404),
    );
  });

  it('answers every /admin path with the admin app, kept out of search results', async () => {
    await forEachPage(['/admin', '/admin/dashboard', '/Admin/blog/3/edit'], (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('admin-main');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  it('compresses pages', async () => {
    const res = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers 404 JSON for unknown API routes and missing files', async () => {
    const api = await t.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { message: 'Route not found', code: 'not_found' } });
    expect((await t.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/uploads/nope.webp' })).statusCode).toBe(404);
  });

  it('sets the same security headers on pages, API answers and refusals', async () => {
    const answers = [
      await t.inject({ method: 'GET', url: '/' }),
      await t.inject({ method: 'GET', url: '/api/v1/settings/site_name' }),
      await t.inject({ method: 'GET', url: '/api/v1/unknown' }),
      await t.inject({ method: 'GET', url: '/api/v1/admin/orders' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 401]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;" +
          "form-action 'self' https://checkout.stripe.com;frame-ancestors 'self';" +
          "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' https:;" +
          'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com;' +
          "connect-src 'self'",
      );
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      // Embedded videos and Stripe's pages are not cross-origin isolated.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('operations endpoints', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('email');
    expect(doc.paths['/api/v1/settings/frame-costs'].get).toBeDefined();
  });
});
