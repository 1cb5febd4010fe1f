import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, pageModuleFile, type PublicPageEntry } from '@atelier/core';
import { newsletterIssues } from '../../db/schema/index';
import { createCategory, createPost } from '../../test/factories/blog';
import { createArtwork } from '../../test/factories/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebDist, readHead } from './seo.fixtures';

// Every page of the page table (decision 022), as the server answers it: served with its
// status, its chunk preloaded, its body rendered when the table says so, indexed or not as the
// table says, with the layout's data and the page's own. A page added to the table is checked
// here without a line of this file changing.

/** Echoes the URL: stands in for the web app's renderer (dist-ssr/entry-server.js). */
const RENDERER = `
export async function renderPage({ url }) {
  return '<div><main><h1>Rendered ' + url + '</h1></main></div>';
}
`;

let t: TestApp;
let root: string;
let artworkId: number;
const chunkOf = (module: string) => `/assets/${module}-abc.js`;
const appRoot = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<noscript>|<\/body>)/.exec(html)?.[1];

/** A path the page shows: its pattern with real parameters. */
const sampleUrl = ({ pattern }: PublicPageEntry) =>
  pattern === '*'
    ? '/no-such-page'
    : pattern.replace(':id', String(artworkId)).replace(':slug', 'stretching-linen');

beforeAll(async () => {
  const dist = fakeWebDist();
  root = path.dirname(dist);
  // The build's manifest with a chunk for every page's component.
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  for (const [, page] of PAGES)
    manifest[pageModuleFile(page.module)] = {
      file: chunkOf(page.module).slice(1),
      isDynamicEntry: true,
      imports: ['_vendor.js'],
    };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webDist: dist });
  artworkId = (await createArtwork(t.app.db, { title: 'Harbour', featured: true })).id;
  const category = await createCategory(t.app.db, { name: 'Studio', slug: 'studio' });
  await createPost(t.app.db, {
    title: 'Stretching linen',
    slug: 'stretching-linen',
    category_ids: [category.id],
  });
  // A letter sent and published on the web, for the archive's issue page.
  await t.app.db.insert(newsletterIssues).values({
    subject: 'Stretching linen',
    body_html: '<p>Notes from the studio.</p>',
    rendered_html: '<p>Notes from the studio.</p>',
    web_slug: 'stretching-linen',
    status: 'sent',
    publish_on_web: true,
    sent_at: new Date(),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each(PAGES.map(([name, page]) => ({ name, page })))('the $name page', ({ page }) => {
  it('is served with its status, its chunk preloaded and its body rendered as the table says', async () => {
    const url = sampleUrl(page);
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(page.pattern === '*' ? 404 : 200);
    expect(res.headers['content-type']).toContain('text/html');

    const rendered = page.rendering === 'server';
    expect(appRoot(res.body)).toBe(
      rendered ? `<div><main><h1>Rendered ${url}</h1></main></div>` : '',
    );
    // Preloaded: by boot.js after the first paint on a rendered page, in the head otherwise.
    const preloads = rendered
      ? (/data-preload="([^"]*)"/.exec(res.body)?.[1]?.split(' ') ?? [])
      : readHead(res).preloads.map((link) => link.href);
    expect(preloads).toContain(chunkOf(page.module));
    for (const [, other] of PAGES)
      if (other !== page) expect(preloads).not.toContain(chunkOf(other.module));

    const head = readHead(res);
    const indexed = page.crawl === 'sitemap' || page.crawl === 'index';
    expect(head.robots).toBe(indexed ? null : 'noindex');
    expect(res.headers['x-robots-tag']).toBe(indexed ? undefined : 'noindex');
    expect(head.canonical).toBe(indexed ? `${t.app.config.publicUrl}${url}` : null);
    // The layout's data is on every page (its header and footer render from it).
    expect(head.state?.queries.map((q) => q.queryKey)).toContainEqual(['settings', 'site']);
  });
});

describe('what the page table tells crawlers', () => {
  it('lists the sitemap pages in the sitemap and keeps the disallowed ones out of it', async () => {
    const sitemap = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const robots = (await t.inject({ method: 'GET', url: '/robots.txt' })).body;
    const origin = t.app.config.publicUrl;
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const [, page] of PAGES) {
      const listed = sitemap.includes(`<loc>${origin}${page.pattern}</loc>`);
      expect(listed, `${page.pattern} in the sitemap`).toBe(page.crawl === 'sitemap');
      const kept = disallowed.some(
        (p) => page.pattern === p || page.pattern.startsWith(p.endsWith('/') ? p : `${p}/`),
      );
      expect(kept, `${page.pattern} kept out by robots.txt`).toBe(page.crawl === 'disallow');
    }
  });
});
