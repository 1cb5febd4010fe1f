import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../../db/schema/index';
import { createCategory, createPost, minutesFromNow } from '../../test/factories/blog';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { buildSitemap } from './feeds.serialize';
import { parseXml } from './seo.fixtures';

const t = useTestApp();
const get = (url: string) => t.inject({ method: 'GET', url });
const ORIGIN = 'http://localhost:3000';
let visible: { id: number };
let hidden: { id: number };
let gated: { id: number };

beforeAll(async () => {
  const db = t.app.db;
  const seas = await createCollection(db, { name: 'Seas & Skies' });
  const preview = await createCollection(db, { name: 'Preview' });
  visible = await createArtwork(db, { title: 'Harbour', collectionIds: [seas.id] });
  hidden = await createArtwork(db, { title: 'Hidden', is_public: false, collectionIds: [seas.id] });
  gated = await createArtwork(db, { title: 'Gated', collectionIds: [preview.id] });
  const category = await createCategory(db, { name: 'Process <notes>', slug: 'process' });
  // 22 published posts, newest last; a draft and a scheduled post that must never show.
  for (let i = 1; i <= 22; i++) {
    await createPost(db, {
      title: `Post & note ${i}`,
      slug: `post-${i}`,
      excerpt: `Excerpt ${i} with <em>markup</em> and "quotes"`,
      published_at: minutesFromNow(-1000 + i),
      category_ids: [category.id],
    });
  }
  await createPost(db, { title: 'Draft', slug: 'a-draft', status: 'draft' });
  await createPost(db, {
    title: 'Scheduled',
    slug: 'a-scheduled',
    status: 'scheduled',
    published_at: minutesFromNow(60),
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, checkout, preview and offer links and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    for (const path of ['/admin', '/checkout', '/preview', '/offers/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is one file while it fits, with no parts to ask for', async () => {
    expect(parseXml((await get('/sitemap.xml')).body).documentElement.localName).toBe('urlset');
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBeLessThan(500);
  });

  it('beyond its limit of URLs a file, is an index of parts that list every URL once', async () => {
    const [one, ...none] = await buildSitemap(t.app);
    expect(none).toEqual([]);
    const whole = parseXml(one!);
    const every = [...whole.getElementsByTagName('loc')].map((l) => l.textContent);
    const max = 10;
    const files = await buildSitemap(t.app, max);
    const index = parseXml(files[0]!);
    expect(index.documentElement.localName).toBe('sitemapindex');
    const parts = [...index.getElementsByTagName('sitemap')];
    expect(parts).toHaveLength(Math.ceil(every.length / max));
    const listed: (string | null)[] = [];
    for (const [i, part] of parts.entries()) {
      expect(part.getElementsByTagName('loc')[0]?.textContent).toBe(
        `${ORIGIN}/sitemap-${i + 1}.xml`,
      );
      expect(part.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const file = parseXml(files[i + 1]!);
      const locs = [...file.getElementsByTagName('loc')].map((l) => l.textContent);
      expect(locs.length).toBeLessThanOrEqual(max);
      listed.push(...locs);
    }
    expect(listed).toEqual(every);
    expect(files).toHaveLength(parts.length + 1);
  });

  it('lists public works, published posts, collections and static pages with lastmod, as valid XML', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = parseXml(res.body);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    for (const path of [
      '/',
      '/about',
      '/artwork',
      '/blog',
      '/contact',
      '/collections',
      '/mailing-list',
    ])
      expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/artwork/${visible.id}`);
    expect(locs).toContain(`${ORIGIN}/artwork?collection=Seas+%26+Skies`);
    expect(locs).toContain(`${ORIGIN}/blog/post-1`);
    expect(locs).toContain(`${ORIGIN}/blog/post-22`);
    expect(locs).not.toContain(`${ORIGIN}/artwork/${hidden.id}`);
    expect(locs).not.toContain(`${ORIGIN}/artwork/${gated.id}`);
    expect(
      locs.some(
        (l) =>
          l?.includes('a-draft') ||
          l?.includes('a-scheduled') ||
          /collection=Preview/i.test(l ?? ''),
      ),
    ).toBe(false);
    const work = [...doc.getElementsByTagName('url')].find(
      (u) => u.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/artwork/${visible.id}`,
    );
    expect(work?.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('dates each page by its UTC day: a work by its change, a collection and the gallery by their newest visible work', async () => {
    const changed = (id: number, at: string) =>
      t.app.db
        .update(artworks)
        .set({ updated_at: new Date(at) })
        .where(eq(artworks.id, id));
    // 23:30 in UTC is already the next day east of it: the day is UTC's.
    await changed(visible.id, '2026-03-04T23:30:00-00:00');
    // A hidden work's later change dates nothing a visitor can see.
    await changed(hidden.id, '2026-05-01T12:00:00Z');
    const lastmods = new Map(
      [...parseXml((await get('/sitemap.xml')).body).getElementsByTagName('url')].map((u) => [
        u.getElementsByTagName('loc')[0]?.textContent,
        u.getElementsByTagName('lastmod')[0]?.textContent,
      ]),
    );
    expect(lastmods.get(`${ORIGIN}/artwork/${visible.id}`)).toBe('2026-03-04');
    expect(lastmods.get(`${ORIGIN}/artwork?collection=Seas+%26+Skies`)).toBe('2026-03-04');
    expect(lastmods.get(`${ORIGIN}/artwork`)).toBe('2026-03-04');
    const today = new Date().toISOString().slice(0, 10);
    expect(lastmods.get(`${ORIGIN}/blog/post-22`)).toBe(today);
    // The home page shows both: the newer of the two.
    expect(lastmods.get(`${ORIGIN}/`)).toBe(today);
  });
});

describe('blog/rss.xml', () => {
  it('is RSS 2.0 of the 20 latest published posts with their full excerpts', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const doc = parseXml(res.body);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('Elena Marsh: Blog');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    const first = items[0]!;
    expect(first.getElementsByTagName('title')[0]?.textContent).toBe('Post & note 22');
    expect(first.getElementsByTagName('link')[0]?.textContent).toBe(`${ORIGIN}/blog/post-22`);
    expect(first.getElementsByTagName('description')[0]?.textContent).toBe(
      'Excerpt 22 with <em>markup</em> and "quotes"',
    );
    expect(first.getElementsByTagName('category')[0]?.textContent).toBe('Process <notes>');
    expect(
      new Date(first.getElementsByTagName('pubDate')[0]?.textContent ?? '').getTime(),
    ).not.toBeNaN();
    const titles = items.map((i) => i.getElementsByTagName('title')[0]?.textContent);
    expect(titles).not.toContain('Post & note 1');
    expect(titles).not.toContain('Draft');
    expect(titles).not.toContain('Scheduled');
  });
});
