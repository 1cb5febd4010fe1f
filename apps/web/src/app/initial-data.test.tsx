import {
  aboutContentQuery,
  artworkQuery,
  artworksQuery,
  blogCategoriesQuery,
  blogListParams,
  blogListPosts,
  blogPostQuery,
  blogPostsQuery,
  collectionsQuery,
  featuredArtworksQuery,
  galleryArtworks,
  galleryParams,
  pageContentQuery,
  recentPostsQuery,
  relatedArtworksQuery,
  relatedPostsQuery,
  siteSettingsQuery,
  studioArtworkQuery,
} from '@atelier/core/page-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aboutContentQueryOptions } from '@/features/about/api/get-about-content';
import { studioArtworkQueryOptions } from '@/features/about/api/get-studio-artwork';
import { artworkQueryOptions } from '@/features/artwork/api/get-artwork';
import { relatedArtworksQueryOptions } from '@/features/artwork/api/get-related-artworks';
import { blogCategoriesQueryOptions } from '@/features/blog/api/get-blog-categories';
import { blogPostQueryOptions } from '@/features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts';
import { recentPostsQueryOptions } from '@/features/blog/api/get-recent-posts';
import { relatedPostsQueryOptions } from '@/features/blog/api/get-related-posts';
import { artworksQueryOptions } from '@/features/gallery/api/get-artworks';
import { collectionsQueryOptions } from '@/features/gallery/api/get-collections';
import { featuredArtworksQueryOptions } from '@/features/home/api/get-featured-artworks';
import { pageContentQueryOptions } from '@/features/home/api/get-page-content';
import { siteSettingsQueryOptions } from '@/lib/public-settings';
import { hydrateInitialData } from './initial-data';

/** What the features' queries hash to: equal hashes, one cache entry. */
const hash = (key: readonly unknown[]) =>
  new QueryClient().getQueryCache().build(new QueryClient(), { queryKey: key }).queryHash;

describe('initial data keys', () => {
  // The server writes each page's data under the keys of core's API queries, made with the
  // parameters it reads from the page's URL; the features read it under their queryOptions'
  // keys. A feature with a key of its own would silently refetch everything.
  const gallery = (search: string) =>
    artworksQuery(galleryArtworks(galleryParams(new URLSearchParams(search)))).key;
  const category = { id: 1, name: 'Studio', slug: 'studio' };
  it.each([
    ['site settings', siteSettingsQuery().key, siteSettingsQueryOptions().queryKey],
    ['home page content', pageContentQuery('home').key, pageContentQueryOptions('home').queryKey],
    ['about page content', aboutContentQuery().key, aboutContentQueryOptions().queryKey],
    ['featured artworks', featuredArtworksQuery().key, featuredArtworksQueryOptions().queryKey],
    ['recent posts', recentPostsQuery().key, recentPostsQueryOptions().queryKey],
    ['studio artwork', studioArtworkQuery().key, studioArtworkQueryOptions().queryKey],
    ['collections', collectionsQuery().key, collectionsQueryOptions().queryKey],
    [
      'gallery page',
      gallery(''),
      artworksQueryOptions({
        collection: undefined,
        availability: undefined,
        limit: 20,
        offset: 0,
        previewAccess: 0,
      }).queryKey,
    ],
    [
      'gallery page 2 of a collection, available works',
      gallery('collection=Seas&available=true&page=2'),
      artworksQueryOptions({
        collection: 'Seas',
        availability: 'available',
        limit: 20,
        offset: 20,
        previewAccess: 0,
      }).queryKey,
    ],
    ['artwork', artworkQuery(7).key, artworkQueryOptions(7).queryKey],
    ['related artworks', relatedArtworksQuery(7).key, relatedArtworksQueryOptions(7).queryKey],
    ['blog categories', blogCategoriesQuery().key, blogCategoriesQueryOptions().queryKey],
    [
      'blog page',
      blogPostsQuery(blogListPosts(blogListParams(new URLSearchParams()))).key,
      blogPostsQueryOptions({ limit: 9, offset: 0, category: undefined, status: 'published' })
        .queryKey,
    ],
    ['blog post', blogPostQuery('a-slug').key, blogPostQueryOptions('a-slug').queryKey],
    [
      'related posts',
      relatedPostsQuery({ id: 3, categories: [category] }).key,
      relatedPostsQueryOptions({ id: 3, categories: [{ id: 1, name: 'Studio', slug: 'studio' }] })
        .queryKey,
    ],
    [
      'related posts without category',
      relatedPostsQuery({ id: 3, categories: [] }).key,
      relatedPostsQueryOptions({ id: 3, categories: [] }).queryKey,
    ],
  ])('%s', (_, server, feature) => {
    // The key travels as JSON: undefined values vanish on the way, as they do in the hash.
    expect(hash(JSON.parse(JSON.stringify(server)))).toBe(hash(feature));
  });
});

describe('hydrateInitialData', () => {
  const page = (json: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<script type="application/json" id="initial-state">${json}</script>`;
    return doc;
  };

  it('fills the cache from the page, fresh as of now, so the features do not fetch', () => {
    const client = new QueryClient();
    const state = {
      mutations: [],
      queries: [
        {
          queryKey: ['artworks', 'detail', 7],
          state: {
            data: { id: 7, title: 'Tide' },
            dataUpdatedAt: 0,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    };
    const before = Date.now();
    expect(hydrateInitialData(client, page(JSON.stringify(state)))).toBe(1);
    const query = client.getQueryCache().find({ queryKey: artworkQueryOptions(7).queryKey });
    expect(query?.state.data).toEqual({ id: 7, title: 'Tide' });
    expect(query?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(query?.isStaleByTime(5 * 60 * 1000)).toBe(false);
  });

  it('ignores a page without data or with broken data', () => {
    const client = new QueryClient();
    expect(hydrateInitialData(client, page('{not json'))).toBe(0);
    expect(hydrateInitialData(client, document.implementation.createHTMLDocument('x'))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
