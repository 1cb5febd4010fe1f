import type { FastifyInstance } from 'fastify';
import {
  blogListHead,
  htmlToText,
  isPreviewCollectionName,
  postDate,
  type Artwork,
  type BlogPost,
  type Collection,
} from '@atelier/core';
import { escapeXml } from './html';
import { readAll, readApi, readPage } from './public-api';
import { absoluteUrl, siteInfo, type SiteInfo } from './site';

/** Latest published posts in the RSS feed. */
export const FEED_SIZE = 20;

const day = (isoDate: string) => isoDate.slice(0, 10);
const latest = (dates: string[]) =>
  dates.reduce<string | null>((max, d) => (max === null || d > max ? d : max), null);

interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

/**
 * Every public page a search engine should know: the static pages, each public artwork, each
 * published post and each collection's gallery view, with the date each last changed. Works
 * hidden or in the preview collection and unpublished posts never appear: the lists are read
 * from the public API as an anonymous visitor.
 */
export async function sitemapXml(app: FastifyInstance): Promise<string> {
  const site = await siteInfo(app);
  const [artworks, posts, collections] = await Promise.all([
    readAll<Artwork>(app, '/artworks'),
    readAll<BlogPost>(app, '/blog/posts?status=published'),
    readCollections(app),
  ]);
  const newestWork = latest(artworks.map((a) => a.updated_at));
  const newestPost = latest(posts.map((p) => p.updated_at));
  const urls: SitemapUrl[] = [
    { loc: '/', lastmod: latest([newestWork, newestPost].filter((d): d is string => Boolean(d))) },
    { loc: '/about' },
    { loc: '/artwork', lastmod: newestWork },
    { loc: '/collections', lastmod: newestWork },
    { loc: '/blog', lastmod: newestPost },
    { loc: '/contact' },
    { loc: '/mailing-list' },
    ...collections
      .filter((c) => !isPreviewCollectionName(c.name) && !c.is_gated && c.artwork_count > 0)
      .map((c) => ({
        loc: `/artwork?${new URLSearchParams({ collection: c.name })}`,
        lastmod: latest(
          artworks
            .filter((a) => a.collections.some((ref) => ref.id === c.id))
            .map((a) => a.updated_at),
        ),
      })),
    ...artworks.map((a) => ({ loc: `/artwork/${a.id}`, lastmod: a.updated_at })),
    ...posts.map((p) => ({ loc: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updated_at })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(absoluteUrl(site, u.loc))}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

async function readCollections(app: FastifyInstance): Promise<Collection[]> {
  return (await readApi<Collection[]>(app, '/collections')).value ?? [];
}

/** robots.txt: private and transactional paths are not crawled; the sitemap is announced. */
export function robotsTxt(site: Pick<SiteInfo, 'url'>): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /preview',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
}

const rfc822 = (isoDate: string) => new Date(isoDate).toUTCString();

/** RSS 2.0 feed of the 20 latest published posts, each with its full excerpt. */
export async function rssXml(app: FastifyInstance): Promise<string> {
  const site = await siteInfo(app);
  const page = await readPage<BlogPost>(app, `/blog/posts?limit=${FEED_SIZE}&status=published`);
  const posts = page.value?.data ?? [];
  const items = posts.map((post) => {
    const link = absoluteUrl(site, `/blog/${encodeURIComponent(post.slug)}`);
    const summary =
      post.excerpt?.trim() || htmlToText(post.content).replace(/\s+/g, ' ').trim().slice(0, 500);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(postDate(post))}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author_name || site.name)}</dc:creator>`,
      ...post.categories.map((c) => `      <category>${escapeXml(c.name)}</category>`),
      `      <description>${escapeXml(summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0] ? rfc822(postDate(posts[0])) : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name}: Blog`)}</title>`,
    `    <link>${escapeXml(`${site.url}/blog`)}</link>`,
    `    <description>${escapeXml(blogListHead(site.name).description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${newest}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
