import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  aboutContentQuery,
  artworkQuery,
  artworksQuery,
  blogCategoriesQuery,
  blogListPosts,
  blogPostQuery,
  blogPostsQuery,
  galleryArtworks,
  relatedArtworksQuery,
  relatedPostsQuery,
  siteSettingsQuery,
  type BlogPost,
} from '@atelier/core';
import { createCategory, createPost, minutesFromNow } from '../../test/factories/blog';
import { createArtwork, createCollection, createImage } from '../../test/factories/catalogue';
import { useTestAppWithWebDist } from '../../test/web-dist-app';
import { readHead, stateData } from './seo.fixtures';

const t = useTestAppWithWebDist();
const page = (url: string) => t.inject({ method: 'GET', url });
const api = async (url: string) => (await t.inject({ method: 'GET', url: `/api/v1${url}` })).json();

/** A title that would break out of an attribute, a <title> and a <script> if written raw. */
const TRICKY = 'Dawn "Harbour" </script><script>alert(1)</script> & Co';
const ORIGIN = 'http://localhost:3000';

let forSale: { id: number };
let sold: { id: number };
let hidden: { id: number };
let gated: { id: number };
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  const db = t.app.db;
  await createImage(db, '/uploads/dawn/2400.webp', {
    width: 2400,
    height: 1800,
    variants: [
      { width: 480, url: '/uploads/dawn/480.webp' },
      { width: 960, url: '/uploads/dawn/960.webp' },
      { width: 1600, url: '/uploads/dawn/1600.webp' },
      { width: 2400, url: '/uploads/dawn/2400.webp' },
    ],
  });
  const seas = await createCollection(db, {
    name: 'Seas',
    description: 'Paintings of the open water.',
  });
  const preview = await createCollection(db, { name: 'Preview' });
  forSale = await createArtwork(db, {
    title: TRICKY,
    material: 'Oil',
    substrate: 'Linen',
    width: 24,
    height: 18,
    year_created: 2025,
    price_cents: 120_000,
    featured: true,
    primary_image_url: '/uploads/dawn/2400.webp',
    artist_comments: '<p>Painted at first light on the harbour wall.</p>',
    collectionIds: [seas.id],
  });
  sold = await createArtwork(db, {
    title: 'Sold Shore',
    ordering: 1,
    availability: 'sold',
    price_cents: 90_000,
    collectionIds: [seas.id],
  });
  hidden = await createArtwork(db, { title: 'Secret Study', is_public: false });
  gated = await createArtwork(db, { title: 'Next Season', collectionIds: [preview.id] });
  category = await createCategory(db, { name: 'Studio', slug: 'studio' });
  await createPost(db, {
    title: 'Stretching linen',
    slug: 'stretching-linen',
    excerpt: 'How I stretch and prime my own linen before a painting begins.',
    content: '<p>Words about linen.</p>',
    featured_image_url: '/uploads/dawn/2400.webp',
    category_ids: [category.id],
  });
  await createPost(db, { title: 'Unfinished thoughts', slug: 'draft-post', status: 'draft' });
  await createPost(db, {
    title: 'Next week',
    slug: 'future-post',
    status: 'scheduled',
    published_at: minutesFromNow(60 * 24),
  });
  await t.admin('POST', '/api/v1/page-content', {
    page: 'home',
    meta_title: 'Elena Marsh | Paintings of Maine',
    meta_description: 'Oil paintings of the Maine coast.',
  });
});

describe('server-rendered head', () => {
  it('writes the home page head from page content, with the first featured work as its image', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const head = readHead(res);
    expect(head.title).toBe('Elena Marsh | Paintings of Maine');
    expect(head.titles).toBe(1);
    // index.html's default description is replaced, never repeated.
    expect(head.descriptions).toEqual(['Oil paintings of the Maine coast.']);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.og('title')).toBe('Elena Marsh | Paintings of Maine');
    expect(head.og('image')).toBe(`${ORIGIN}/uploads/dawn/1600.webp`);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Elena Marsh',
      url: `${ORIGIN}/`,
    });
  });

  it('describes an artwork for sale as a VisualArtwork with an Offer, its title escaped everywhere', async () => {
    const res = await page(`/artwork/${forSale.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const head = readHead(res);
    expect(head.title).toBe(`${TRICKY} | Elena Marsh`);
    expect(head.og('title')).toBe(`${TRICKY} | Elena Marsh`);
    expect(head.description).toBe('Painted at first light on the harbour wall.');
    expect(head.canonical).toBe(`${ORIGIN}/artwork/${forSale.id}`);
    expect(head.og('image')).toBe(`${ORIGIN}/uploads/dawn/1600.webp`);
    expect(head.og('image:width')).toBe('1600');
    expect(head.og('image:height')).toBe('1200');
    // The only script that runs is the app's own.
    expect(head.runnable.map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    const [artwork] = head.jsonLd;
    expect(artwork).toMatchObject({
      '@type': 'VisualArtwork',
      name: TRICKY,
      url: `${ORIGIN}/artwork/${forSale.id}`,
      artform: 'Painting',
      artMedium: 'Oil',
      artworkSurface: 'Linen',
      dateCreated: '2025',
      width: { '@type': 'QuantitativeValue', value: 24, unitCode: 'INH' },
      height: { '@type': 'QuantitativeValue', value: 18, unitCode: 'INH' },
      creator: { '@type': 'Person', name: 'Elena Marsh' },
      offers: {
        '@type': 'Offer',
        price: '1200',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(artwork.image).toContain(`${ORIGIN}/uploads/dawn/2400.webp`);
  });

  it('preloads the main image with the srcset and sizes of its <img>, and the route module', async () => {
    const head = readHead(await page(`/artwork/${forSale.id}`));
    expect(head.preloads).toEqual([
      {
        rel: 'preload',
        href: '/uploads/dawn/2400.webp',
        srcset:
          '/uploads/dawn/480.webp 480w, /uploads/dawn/960.webp 960w, /uploads/dawn/1600.webp 1600w, /uploads/dawn/2400.webp 2400w',
        sizes: IMAGE_SIZES.artworkDetail,
        priority: 'high',
      },
      {
        rel: 'modulepreload',
        href: '/assets/artwork-detail-abc.js',
        srcset: null,
        sizes: null,
        priority: null,
      },
      {
        rel: 'modulepreload',
        href: '/assets/image-abc.js',
        srcset: null,
        sizes: null,
        priority: null,
      },
      // The entry's own imports were already in index.html, once.
      {
        rel: 'modulepreload',
        href: '/assets/vendor-abc.js',
        srcset: null,
        sizes: null,
        priority: null,
      },
    ]);
  });

  it('embeds the first screen’s data under the features’ query keys, exactly as the API answers', async () => {
    const head = readHead(await page(`/artwork/${forSale.id}`));
    expect(stateData(head.state, artworkQuery(forSale.id).key)).toEqual(
      (await api(`/artworks/${forSale.id}`)).data,
    );
    expect(stateData(head.state, relatedArtworksQuery(forSale.id).key)).toEqual(
      (await api(`/artworks/${forSale.id}/related?limit=4`)).data,
    );
    const site = stateData(head.state, siteSettingsQuery().key);
    expect(site).toEqual((await api('/settings/site')).data);
    expect(site).toMatchObject({
      name: 'Elena Marsh',
      frame_costs: { simple_black: 200, simple_white: 200, museum_quality: 500 },
    });
    expect(
      head.state?.queries.every(
        (q) => q.state.status === 'success' && q.state.fetchStatus === 'idle',
      ),
    ).toBe(true);
  });

  it('escapes the initial data so no value can close its script element', async () => {
    const res = await page(`/artwork/${forSale.id}`);
    const script =
      res.body.match(
        /<script type="application\/json" id="initial-state">([\s\S]*?)<\/script>/,
      )?.[1] ?? '';
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(stateData(readHead(res).state, artworkQuery(forSale.id).key)).toMatchObject({
      title: TRICKY,
    });
  });

  it('has no Offer for a sold work', async () => {
    const [artwork] = readHead(await page(`/artwork/${sold.id}`)).jsonLd;
    expect(artwork['@type']).toBe('VisualArtwork');
    expect(artwork).not.toHaveProperty('offers');
  });

  it.each([
    ['a missing artwork', () => '/artwork/999999'],
    ['a hidden artwork', () => `/artwork/${hidden.id}`],
    ['a preview-collection artwork', () => `/artwork/${gated.id}`],
    ['an invalid artwork id', () => '/artwork/abc'],
    ['a missing post', () => '/blog/no-such-post'],
    ['a draft', () => '/blog/draft-post'],
    ['a scheduled post', () => '/blog/future-post'],
    ['an unpublished newsletter issue', () => '/mailing-list/no-such-issue'],
    ['an unknown path', () => '/no/such/page'],
  ])('answers %s with 404, the app and no data about it', async (_, url) => {
    const res = await page(url());
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    const head = readHead(res);
    expect(head.robots).toBe('noindex');
    expect(head.jsonLd).toEqual([]);
    expect(res.body).not.toMatch(/Secret Study|Next Season|Unfinished thoughts|Next week/);
  });

  it('describes a post as a BlogPosting with the product’s meta description', async () => {
    const res = await page('/blog/stretching-linen');
    expect(res.statusCode).toBe(200);
    const head = readHead(res);
    expect(head.title).toBe('Stretching linen | Elena Marsh');
    expect(head.description).toBe(
      'How I stretch and prime my own linen before a painting begins....',
    );
    expect(head.og('type')).toBe('article');
    expect(head.canonical).toBe(`${ORIGIN}/blog/stretching-linen`);
    expect(
      head.document
        .querySelector('link[rel="alternate"][type="application/rss+xml"]')
        ?.getAttribute('href'),
    ).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Stretching linen',
      author: { '@type': 'Person', name: 'Elena Marsh' },
      articleSection: 'Studio',
      image: [`${ORIGIN}/uploads/dawn/2400.webp`],
    });
    expect(stateData(head.state, blogPostQuery('stretching-linen').key)).toMatchObject({
      slug: 'stretching-linen',
    });
    const post = stateData(head.state, blogPostQuery('stretching-linen').key) as BlogPost;
    // The related posts' candidates, without their bodies: what the related list shows.
    expect(
      stateData(
        head.state,
        relatedPostsQuery({
          id: post.id,
          categories: [{ id: category.id, name: 'Studio', slug: 'studio' }],
        }).key,
      ),
    ).toEqual([
      {
        id: post.id,
        slug: 'stretching-linen',
        title: 'Stretching linen',
        excerpt: post.excerpt,
        created_at: post.created_at,
      },
    ]);
  });

  it('writes the gallery, blog list, about and contact heads', async () => {
    const gallery = readHead(await page('/artwork'));
    expect(gallery.title).toBe('Artwork | Elena Marsh');
    expect(gallery.jsonLd[0]).toMatchObject({ '@type': 'CollectionPage' });
    expect(
      stateData(
        gallery.state,
        artworksQuery(galleryArtworks({ collection: '', available: false, page: 1 })).key,
      ),
    ).toMatchObject({
      pagination: { total: 2 },
    });
    expect(gallery.preloads[0]).toMatchObject({ rel: 'preload', sizes: IMAGE_SIZES.galleryCard });

    const seas = readHead(await page('/artwork?collection=seas&page=1'));
    expect(seas.title).toBe('Seas – Artwork | Elena Marsh');
    expect(seas.description).toBe('Paintings of the open water.');
    expect(seas.canonical).toBe(`${ORIGIN}/artwork?collection=Seas`);

    const locked = await page('/artwork?collection=preview');
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('Next Season');

    const blog = readHead(await page('/blog'));
    expect(blog.title).toBe('Blog | Elena Marsh');
    expect(blog.description).toBe(
      'Studio notes, exhibitions and process from the easel of Elena Marsh.',
    );
    expect(
      stateData(blog.state, blogPostsQuery(blogListPosts({ page: 1, category: undefined })).key),
    ).toMatchObject({ pagination: { total: 1 } });
    expect(stateData(blog.state, blogCategoriesQuery().key)).toEqual(
      (await api('/blog/categories')).data,
    );

    const about = readHead(await page('/about'));
    expect(about.title).toBe('About | Elena Marsh');
    expect(about.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Elena Marsh' },
    });
    expect(stateData(about.state, aboutContentQuery().key)).toBeNull();

    const contact = readHead(await page('/contact'));
    expect(contact.title).toBe('Contact | Elena Marsh');
    expect(contact.canonical).toBe(`${ORIGIN}/contact`);
  });

  it('keeps private pages out of the index', async () => {
    for (const url of ['/checkout', '/preview', '/admin/dashboard', '/cv']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(readHead(res).robots).toBe('noindex');
    }
  });

  it('redirects the aliases of docs/product.md §2 permanently, keeping the query', async () => {
    const res = await page('/Gallery?collection=Seas');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/artwork?collection=Seas');
  });

  it('answers 304 to a page request that already has the current version', async () => {
    const first = await page('/blog');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await t.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
