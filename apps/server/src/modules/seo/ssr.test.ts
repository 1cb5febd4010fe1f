import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_STATE_ELEMENT_ID, blogListPosts, blogPostsQuery } from '@atelier/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebDist } from './seo.fixtures';

// The page route with the web app's server renderer (decision 016). The renderer here is a
// stand-in module at dist-ssr/entry-server.js, the path the real build writes: it echoes what
// the server gives it, fails on an URL with "explode" and never answers one with "hang" (in a
// parameter the page reads: the others never reach the renderer); one with "own-note" is a page
// with a <noscript> of its own.

const RENDERER = `
export async function renderPage({ url, state, origin, signal }) {
  if (url.includes('explode')) throw new Error('render failed');
  if (url.includes('hang')) {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  }
  const keys = (state?.queries ?? []).map((q) => JSON.stringify(q.queryKey));
  if (url.includes('own-note')) return '<div><main><noscript>The page\\'s own note</noscript></main></div>';
  return '<div><main><h1>Rendered ' + url + '</h1><p data-origin="' + origin + '">' +
    keys.join(' ').replace(/"/g, '&quot;') + '</p></main></div>';
}
`;

let t: TestApp;
let root: string;
const page = (url: string) => t.inject({ method: 'GET', url });
const appRoot = (html: string) =>
  /<div id="root"(?: data-hydrating)?>([\s\S]*?)<\/div>\s*(?:<noscript>[\s\S]*?<\/noscript>\s*)?<\/body>/.exec(
    html,
  )?.[1];

beforeAll(async () => {
  const dist = fakeWebDist();
  root = path.dirname(dist);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the rendered page in the app root, rendered from the state the page embeds', async () => {
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    const body = appRoot(res.body);
    expect(body).toContain('<h1>Rendered /blog</h1>');
    expect(body).toContain(`data-origin="${t.app.config.publicUrl}"`);
    // The renderer got exactly the queries the browser will hydrate.
    const embedded = new RegExp(`id="${INITIAL_STATE_ELEMENT_ID}">([^<]*)<`).exec(res.body)?.[1];
    const keys = (JSON.parse(embedded!) as { queries: { queryKey: unknown[] }[] }).queries.map(
      (q) => JSON.stringify(q.queryKey).replace(/"/g, '&quot;'),
    );
    expect(keys).toContainEqual(
      JSON.stringify(blogPostsQuery(blogListPosts({ page: 1, category: undefined })).key).replace(
        /"/g,
        '&quot;',
      ),
    );
    expect(body).toContain(keys.join(' '));
  });

  it('starts the app and the web fonts after the first paint, with its root marked until hydrated', async () => {
    const res = await page('/artwork/999999');
    expect(res.body).toContain('<div id="root" data-hydrating><div><main>');
    expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot =
      /<script defer src="\/boot\.js" data-entry="([^"]+)" data-preload="([^"]*)" data-fonts="([^"]+)"><\/script>/.exec(
        res.body,
      );
    expect(boot?.[1]).toBe('/assets/index-abc.js');
    // The template's chunks and the route's, preloaded by boot.js.
    expect(boot?.[2]?.split(' ')).toEqual(
      expect.arrayContaining(['/assets/vendor-abc.js', '/assets/artwork-detail-abc.js']),
    );
    // The fonts' stylesheet is boot.js's to load (decision 036): nothing in the head waits for
    // it, and a visitor without JavaScript gets it from a <noscript> copy.
    expect(boot?.[3]).toBe('/assets/fonts-abc.css');
    expect(res.body.match(/<link[^>]*fonts-abc\.css[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/fonts-abc.css">',
    ]);
    expect(res.body).toContain(
      '<noscript><link rel="stylesheet" href="/assets/fonts-abc.css"></noscript>',
    );
    // It reads without JavaScript: the template's note saying otherwise goes.
    expect(res.body).not.toContain('This site needs JavaScript');
    // Its lazy images wait for boot.js too (the mark the stylesheet holds them by).
    expect(res.body).toContain('<html data-first-paint lang="en">');
  });

  it("keeps a <noscript> of the page's own while the template's goes", async () => {
    const res = await page('/blog?page=own-note');
    expect(appRoot(res.body)).toContain("<noscript>The page's own note</noscript>");
    expect(res.body).not.toContain('This site needs JavaScript');
  });

  it('keeps the module script, the note and the fonts in the head on a page the browser renders', async () => {
    const res = await page('/checkout');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<noscript>This site needs JavaScript');
    const link = '<link rel="stylesheet" href="/assets/fonts-abc.css" data-fonts>';
    expect(res.body.indexOf(link)).toBeGreaterThan(0);
    expect(res.body.indexOf(link)).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).not.toContain('data-fonts="');
    // No boot.js to take a mark away, so no lazy image is held.
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('data-first-paint');
  });

  it('renders the query string the visitor asked for', async () => {
    const res = await page('/artwork?available=true');
    expect(appRoot(res.body)).toContain('Rendered /artwork?available=true');
  });

  it('renders without the parameters the page does not read, sorted: one page, one entry', async () => {
    const res = await page('/artwork?utm_source=mail&page=2&x=1&collection=Harbour');
    expect(appRoot(res.body)).toContain('Rendered /artwork?collection=Harbour&page=2<');
    const other = await page('/artwork?collection=Harbour&page=2&explode=1');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(res.body);
  });

  it.each(['/checkout', '/checkout/success?order=abc', '/preview', '/mailing-list'])(
    'leaves %s to the browser: it depends on the visitor’s own storage or link',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(appRoot(res.body)).toBe('');
    },
  );

  it('renders the not-found page with its 404', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(appRoot(res.body)).toContain('Rendered /no-such-page');
  });

  it('sends a page whose render fails without its body: the browser renders it', async () => {
    const res = await page('/blog?page=explode');
    expect(res.statusCode).toBe(200);
    expect(appRoot(res.body)).toBe('');
    expect(res.body).toContain('<title>');
    expect(res.body).toContain(`id="${INITIAL_STATE_ELEMENT_ID}"`);
  });

  it('gives up on a render that takes too long', { timeout: 10_000 }, async () => {
    const res = await page('/blog?page=hang');
    expect(res.statusCode).toBe(200);
    expect(appRoot(res.body)).toBe('');
  });
});
