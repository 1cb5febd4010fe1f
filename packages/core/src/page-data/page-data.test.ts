import { describe, expect, it } from 'vitest';
import {
  aboutContentQuery,
  answerData,
  collectionCover,
  artworkId,
  artworksQuery,
  blogListParams,
  blogListPosts,
  dehydratedState,
  galleryArtworks,
  galleryParams,
  pageNumber,
  queryData,
  queryUrl,
  relatedPostsQuery,
  siteSettingsQuery,
  studioArtworkQuery,
} from './index';

const page = (data: unknown[]) => ({
  data,
  pagination: { total: data.length, pages: 1, page: 1, limit: 20, offset: 0 },
});

describe('API queries', () => {
  it('keep a list answer whole and anything else as its data', () => {
    expect(answerData(page([1]))).toEqual(page([1]));
    expect(answerData({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(answerData(undefined)).toBeUndefined();
  });

  it('write their request with the empty values left out, and keep the grant version out of it', () => {
    const query = artworksQuery({ collection: undefined, limit: 20, offset: 40, previewAccess: 2 });
    expect(queryUrl(query)).toBe('/artworks?limit=20&offset=40');
    expect(query.key).toEqual([
      'artworks',
      'list',
      { collection: undefined, limit: 20, offset: 40, previewAccess: 2 },
    ]);
  });

  it('keep what the page reads of the answer', () => {
    const site = { name: 'Ana', social_url: null, contact_email: null };
    expect(queryData(siteSettingsQuery(), { data: site })).toEqual(site);
    expect(queryUrl(siteSettingsQuery())).toBe('/settings/site');
    expect(queryData(studioArtworkQuery(), page([{ id: 4 }]))).toEqual({ id: 4 });
    expect(queryData(studioArtworkQuery(), page([]))).toBeNull();
    expect(aboutContentQuery().missingIsNull).toBe(true);
  });

  it('ask for a post’s related posts by its first category, or by none', () => {
    const category = { id: 1, name: 'Studio', slug: 'studio' };
    expect(queryUrl(relatedPostsQuery({ id: 3, categories: [category] }))).toBe(
      '/blog/posts?category=studio&status=published',
    );
    expect(queryUrl(relatedPostsQuery({ id: 3, categories: [] }))).toBe(
      '/blog/posts?status=published',
    );
  });

  it('keep of the related posts’ list only the first four, without their bodies', () => {
    const post = (id: number) => ({
      id,
      slug: `post-${id}`,
      title: `Post ${id}`,
      excerpt: `About ${id}`,
      content: '<p>A long body</p>',
      created_at: `2026-01-0${id}T00:00:00.000Z`,
      categories: [],
    });
    const kept = queryData(
      relatedPostsQuery({ id: 3, categories: [] }),
      page([1, 2, 3, 4, 5, 6].map(post)),
    );
    expect(kept).toEqual(
      [1, 2, 3, 4].map((id) => ({
        id,
        slug: `post-${id}`,
        title: `Post ${id}`,
        excerpt: `About ${id}`,
        created_at: `2026-01-0${id}T00:00:00.000Z`,
      })),
    );
  });
});

describe('collectionCover', () => {
  it('asks for a collection’s first work, never the gated collection’s nor an empty one’s', () => {
    expect(collectionCover({ id: 3, artwork_count: 5, is_gated: false })).toEqual({
      collection: '3',
      limit: 1,
      offset: 0,
    });
    expect(collectionCover({ id: 3, artwork_count: 5, is_gated: true })).toBeNull();
    expect(collectionCover({ id: 3, artwork_count: 0, is_gated: false })).toBeNull();
  });
});

describe('page parameters', () => {
  it.each([
    [null, 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['3', 3],
  ])('?page=%s is page %i', (value, expected) => expect(pageNumber(value)).toBe(expected));

  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('artwork id %j is %j', (raw, expected) => expect(artworkId(raw)).toBe(expected));

  it('read the gallery’s URL into the works it asks for', () => {
    const params = galleryParams(new URLSearchParams('collection=+Seas+&available=true&page=3'));
    expect(params).toEqual({ collection: 'Seas', available: true, page: 3 });
    expect(galleryArtworks(params)).toEqual({
      collection: 'Seas',
      availability: 'available',
      limit: 20,
      offset: 40,
      previewAccess: 0,
    });
    expect(galleryArtworks(galleryParams(new URLSearchParams('available=yes')), 4)).toEqual({
      collection: undefined,
      availability: undefined,
      limit: 20,
      offset: 0,
      previewAccess: 4,
    });
  });

  it('read the blog’s URL into the posts it asks for', () => {
    expect(blogListPosts(blogListParams(new URLSearchParams('page=2&category=studio')))).toEqual({
      limit: 9,
      offset: 9,
      category: 'studio',
      status: 'published',
    });
    expect(blogListParams(new URLSearchParams('category='))).toEqual({
      page: 1,
      category: undefined,
    });
  });
});

describe('dehydratedState', () => {
  it('is the state TanStack Query hydrates, stamped by the browser when it reads it', () => {
    const state = dehydratedState([{ key: ['collections'], data: [] }]);
    expect(state.mutations).toEqual([]);
    expect(state.queries).toEqual([
      {
        queryKey: ['collections'],
        state: expect.objectContaining({
          data: [],
          dataUpdatedAt: 0,
          status: 'success',
          fetchStatus: 'idle',
        }),
      },
    ]);
  });
});
