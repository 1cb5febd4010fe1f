import type { FastifyInstance } from 'fastify';
import {
  PAGES,
  PAGE_TABLE,
  blogListHead,
  blogPostsQuery,
  collectionsQuery,
  htmlToText,
  isPreviewCollectionName,
  postDate,
  type PublicPage,
} from '@atelier/core';
import { escapeXml } from './html.serialize';
import { publicArtworkStamps } from '../artworks/artworks.service';
import { publishedPostStamps } from '../blog/blog-posts.service';
import { readQuery } from './public-api.service';
import { absoluteUrl, siteInfo, type SiteInfo } from './site.service';

/** Latest published posts in the RSS feed. */
export const FEED_SIZE = 20;

/** The newest of some days (YYYY-MM-DD compares as text), or null. */
const latest = (dates: readonly (string | null | undefined)[]) =>
  dates.reduce<string | null>((max, d) => (d && (max === null || d > max) ? d : max), null);

interface SitemapUrl {
  loc: string;
  /** The UTC day the page last changed, YYYY-MM-DD. */
  lastmod?: string | null;
}

/** What the listed pages of the page table show, and so when each last changed. */
const SHOWS: Partial<Record<PublicPage, 'works' | 'posts' | 'both'>> = {
  home: 'both',
  artworks: 'works',
  collections: 'works',
  blog: 'posts',
};

/**
 * Every public page a search engine should know: the pages the table lists, each public
 * artwork, each published post and each collection's gallery view, with the day each last
 * changed. Works hidden or in the preview collection and unpublished posts never appear: the
 * works and posts come from the same visibility rules as the gallery and the blog, read light
 * (an id or slug and a day each, not the whole work), and the collections from the public API
 * as an anonymous visitor.
 */
async function sitemapUrls(app: FastifyInstance): Promise<{ site: SiteInfo; urls: SitemapUrl[] }> {
  const site = await siteInfo(app);
  const [artworks, posts, collections] = await Promise.all([
    publicArtworkStamps(app.db),
    publishedPostStamps(app.db),
    readQuery(app, collectionsQuery()).then((answer) => answer.data ?? []),
  ]);
  const newest = {
    works: latest(artworks.works.map((a) => a.day)),
    posts: latest(posts.map((p) => p.day)),
  };
  const lastmodOf = (name: PublicPage) => {
    const shows = SHOWS[name];
    if (shows === 'both') return latest([newest.works, newest.posts]);
    return shows ? newest[shows] : undefined;
  };
  const urls: SitemapUrl[] = [
    ...PAGES.filter(([, page]) => page.crawl === 'sitemap').map(([name, page]) => ({
      loc: page.pattern,
      lastmod: lastmodOf(name),
    })),
    ...collections
      .filter((c) => !isPreviewCollectionName(c.name) && !c.is_gated && c.artwork_count > 0)
      .map((c) => ({
        loc: PAGE_TABLE.artworks.path({ collection: c.name }),
        lastmod: artworks.collections.get(c.id),
      })),
    ...artworks.works.map((a) => ({ loc: PAGE_TABLE.artwork.path(a.id), lastmod: a.day })),
    ...posts.map((p) => ({ loc: PAGE_TABLE.blogPost.path(p.slug), lastmod: p.day })),
  ];
  return { site, urls };
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const urlset = (site: SiteInfo, urls: SitemapUrl[]) => {
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(absoluteUrl(site, u.loc))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
};

/** The path of the nth part (from 1) of a sitemap too long for one file. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/**
 * Every file of the sitemap, /sitemap.xml first: every URL in that one file while they fit the
 * protocol's limit; beyond it, /sitemap.xml is an index of parts of `max` URLs each (part 1
 * next), each with the date its newest page changed.
 */
export async function buildSitemap(
  app: FastifyInstance,
  max = SITEMAP_MAX_URLS,
): Promise<string[]> {
  const { site, urls } = await sitemapUrls(app);
  const parts = Math.ceil(urls.length / max);
  if (parts <= 1) return [urlset(site, urls)];
  const files = Array.from({ length: parts }, (_, i) => urls.slice(i * max, (i + 1) * max));
  const entries = files.map((part, i) => {
    const newest = latest(part.map((u) => u.lastmod));
    return `  <sitemap><loc>${escapeXml(absoluteUrl(site, sitemapPartPath(i + 1)))}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
  });
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return [index, ...files.map((part) => urlset(site, part))];
}

/**
 * The pages of the table never to crawl, a pattern's parameters cut off (`/offers/:token` is
 * `/offers/`); a path under another one goes without saying.
 */
const disallowed = () => {
  const paths = PAGES.filter(([, page]) => page.crawl === 'disallow').map(([, p]) =>
    p.pattern.replace(/:.*$/, ''),
  );
  return paths.filter((path) => !paths.some((other) => path.startsWith(`${other}/`)));
};

/** robots.txt: private and transactional paths are not crawled; the sitemap is announced. */
export function robotsTxt(site: Pick<SiteInfo, 'url'>): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    ...disallowed().map((path) => `Disallow: ${path}`),
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
  const page = await readQuery(app, blogPostsQuery({ limit: FEED_SIZE, status: 'published' }));
  const posts = page.data?.data ?? [];
  const items = posts.map((post) => {
    const link = absoluteUrl(site, PAGE_TABLE.blogPost.path(post.slug));
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
