import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, artworkQuery, relatedArtworksQuery, siteSettingsQuery } from '@atelier/core';
import { useTestAppWithWebDist } from '../../test/web-dist-app';
import { ORIGIN, TRICKY, headRequests, seedHeadContent } from './seo-head.fixtures';
import { readHead, stateData } from './seo.fixtures';

// An artwork page's server-rendered head: its structured data, preloads and initial data.
const t = useTestAppWithWebDist();
const { page, api } = headRequests(t);

let forSale: { id: number };
let sold: { id: number };

beforeAll(async () => {
  ({ forSale, sold } = await seedHeadContent(t));
});

describe('server-rendered head of an artwork page', () => {
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
});
