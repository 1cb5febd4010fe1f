// @vitest-environment node
import type { Artwork } from '@atelier/core';
import { PAGES as TABLE } from '@atelier/core/page-table';
import {
  artworkQuery,
  artworksQuery,
  blogCategoriesQuery,
  blogListPosts,
  blogPostQuery,
  blogPostsQuery,
  collectionsQuery,
  dehydratedState,
  featuredArtworksQuery,
  galleryArtworks,
  pageContentQuery,
  recentPostsQuery,
  relatedArtworksQuery,
  siteSettingsQuery,
  type DehydratedState,
} from '@atelier/core/page-data';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { blogPost, blogPosts, category, page } from './features/blog/testing/factories';
import { artwork, homePage } from './features/home/testing/fixtures';
import { makeSiteSettings } from './test/factories';

// The server renders public pages and the browser hydrates them (decision 016). Each case
// renders a page with its initial data the way the API server does, in Node, with no DOM.
// e2e/server-rendering.spec.ts hydrates the same HTML in Chromium. (Both renderers in one
// jsdom realm would share React's context objects, which neither expects.)

const ORIGIN = 'https://elena.example';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const withVariants = (id: number): Artwork =>
  artwork(id, {
    primary_image: {
      url: `/uploads/a${id}/1500.webp`,
      width: 1500,
      height: 1200,
      variants: [480, 960, 1500].map((width) => ({
        url: `/uploads/a${id}/${width}.webp`,
        width,
        height: (width * 4) / 5,
      })),
      dominant_color: '#556677',
    },
  });

const works = Array.from({ length: 6 }, (_, i) => withVariants(i + 1));
const post = blogPost({
  slug: 'fog',
  title: 'Painting "Fog" </script>',
  // Close to midnight UTC: the day differs between time zones.
  published_date: '2026-03-10T23:30:00.000Z',
  published_at: '2026-03-10T23:30:00.000Z',
});

const common: [readonly unknown[], unknown][] = [
  [
    siteSettingsQuery().key,
    makeSiteSettings({
      social_url: 'https://www.instagram.com/elena',
      frame_costs: { simple_black: 150, simple_white: 150, museum_quality: 400 },
    }),
  ],
];

/** The state the API server embeds: the layout's data, then the page's. */
const state = (entries: [readonly unknown[], unknown][]): DehydratedState =>
  dehydratedState([...common, ...entries].map(([key, data]) => ({ key, data })));

const PAGES: { url: string; heading: string; state: DehydratedState }[] = [
  {
    url: '/',
    heading: 'Paintings of light',
    state: state([
      [pageContentQuery('home').key, homePage({ hero_heading: 'Paintings of light' })],
      [featuredArtworksQuery().key, { data: works, pagination: page(works).pagination }],
      [recentPostsQuery().key, blogPosts(3)],
    ]),
  },
  {
    url: '/artwork',
    heading: 'Artwork',
    state: state([
      [collectionsQuery().key, []],
      [
        artworksQuery(galleryArtworks({ collection: '', available: false, page: 1 })).key,
        page(works, { limit: 20, total: works.length }),
      ],
    ]),
  },
  {
    url: '/artwork/3',
    heading: works[2]!.title,
    state: state([
      [artworkQuery(3).key, works[2]],
      [relatedArtworksQuery(3).key, works.slice(3)],
    ]),
  },
  {
    url: '/blog',
    heading: 'Blog',
    state: state([
      [
        blogPostsQuery(blogListPosts({ page: 1, category: undefined })).key,
        page([post, ...blogPosts(4, 2)]),
      ],
      [blogCategoriesQuery().key, [category()]],
    ]),
  },
  {
    url: '/blog/fog',
    heading: post.title,
    state: state([[blogPostQuery('fog').key, post]]),
  },
  { url: '/cv', heading: 'CV Page (Hidden)', state: state([]) },
];

describe('the server renderer', () => {
  it.each(PAGES)(
    '$url: renders the page itself, in one piece',
    async ({ url, heading, state: pageState }) => {
      const html = await renderPage({ url, state: pageState, origin: ORIGIN });
      expect(html).toMatch(/^<div/);
      expect(html).toContain('<main');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeText(heading))}`));
      // Never a spinner, and nothing React would move back into place by an inline script
      // (the CSP refuses those), nor React's own preloads (the server writes the head).
      expect(html).not.toMatch(/<script|<template|<!--\$\?-->|animate-spin|<link/);
    },
  );

  it('writes images with their srcset, the main one eager at high priority, the others lazy', async () => {
    const html = await renderPage({ url: '/artwork/3', state: PAGES[2]!.state, origin: ORIGIN });
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    const main = images.find((img) => img.includes(`alt="${works[2]!.title}"`));
    expect(main).toMatch(/fetchPriority="high"/);
    expect(main).toContain('/uploads/a3/960.webp 960w');
    const others = images.filter((img) => img !== main);
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) expect(img).toMatch(/loading="lazy"/);
  });

  it('leaves what only the browser knows for after hydration: an empty cart, the UTC date', async () => {
    const blog = PAGES[3]!;
    const html = await renderPage({ url: blog.url, state: blog.state, origin: ORIGIN });
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toContain('March 10, 2026');
  });

  it('escapes what the data says: a title never closes an element', async () => {
    const html = await renderPage({ url: '/blog/fog', state: PAGES[4]!.state, origin: ORIGIN });
    expect(html).toContain('Painting &quot;Fog&quot; &lt;/script&gt;');
    expect(html).not.toContain('</script>');
  });

  it('share links carry the site address', async () => {
    const html = await renderPage({ url: '/artwork/3', state: PAGES[2]!.state, origin: ORIGIN });
    expect(html).toContain(encodeURIComponent(`${ORIGIN}/artwork/3`));
  });

  it('renders without initial data too (the loading state the browser starts from)', async () => {
    const html = await renderPage({ url: '/blog', state: null, origin: ORIGIN });
    expect(html).toContain('<main');
    expect(html).toMatch(/<h1[^>]*>Blog/);
  });

  // Every page the page table renders on the server (decision 022), as the browser starts it.
  it.each(
    TABLE.filter(([, page]) => page.rendering === 'server').map(([name, page]) => ({ name, page })),
  )(
    'renders the $name page, never a spinner, whether or not its code was asked for before',
    async ({ page }) => {
      const url =
        page.pattern === '*'
          ? '/no-such-page'
          : page.pattern.replace(':id', '3').replace(':slug', 'fog');
      const html = await renderPage({ url, state: state([]), origin: ORIGIN });
      expect(html).toMatch(/^<div/);
      expect(html).toContain('<main');
      expect(html).not.toMatch(/<script|<template|<!--\$\?-->|animate-spin|<link/);
      expect(html.includes('Page not found')).toBe(page.pattern === '*');
    },
  );
});
