import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  aboutContentQuery,
  artworksQuery,
  blogCategoriesQuery,
  blogListPosts,
  blogPostQuery,
  blogPostsQuery,
  galleryArtworks,
  relatedPostsQuery,
  type BlogPost,
} from '@atelier/core';
import { useTestAppWithWebDist } from '../../test/web-dist-app';
import { ORIGIN, headRequests, seedHeadContent } from './seo-head.fixtures';
import { readHead, stateData } from './seo.fixtures';

// The server-rendered head of the other pages, what is kept out of the index, and page answers
// (404, redirects, 304). An artwork page's head is in seo-head-artwork.test.ts.
const t = useTestAppWithWebDist();
const { page, api } = headRequests(t);

let hidden: { id: number };
let gated: { id: number };
let category: Awaited<ReturnType<typeof seedHeadContent>>['category'];

beforeAll(async () => {
  ({ hidden, gated, category } = await seedHeadContent(t));
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
