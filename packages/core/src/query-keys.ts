import { BLOG_PAGE_SIZE, GALLERY_PAGE_SIZE, HOME_RECENT_POSTS } from './constants';

/**
 * Query keys of the data a page's first screen needs, as the web app's features build them in
 * their queryOptions. The server embeds that data in the HTML under these keys (a dehydrated
 * TanStack Query state), so the first paint needs no API round trip; a web test checks each
 * key against the feature that reads it.
 */
export const INITIAL_QUERY_KEYS = {
  setting: (key: string) => ['settings', key] as const,
  frameCosts: () => ['settings', 'frame-costs'] as const,
  pageContent: (page: string) => ['page-content', page] as const,
  featuredArtworks: () => ['artworks', 'list', { featured: true }] as const,
  recentPosts: (limit: number = HOME_RECENT_POSTS) => ['blog', 'posts', 'recent', limit] as const,
  studioArtwork: () => ['about', 'studio-artwork'] as const,
  collections: () => ['collections'] as const,
  /**
   * A gallery page as a visitor without a preview grant asks for it (the grant's version is 0).
   * Undefined filters vanish from the key, as they do from TanStack Query's hash.
   */
  galleryPage: (params: { collection?: string; availability?: 'available'; page?: number } = {}) =>
    [
      'artworks',
      'list',
      {
        collection: params.collection,
        availability: params.availability,
        limit: GALLERY_PAGE_SIZE,
        offset: ((params.page ?? 1) - 1) * GALLERY_PAGE_SIZE,
        previewAccess: 0,
      },
    ] as const,
  artwork: (id: number) => ['artworks', 'detail', id] as const,
  relatedArtworks: (id: number) => ['artworks', 'related', id] as const,
  blogCategories: () => ['blog', 'categories'] as const,
  /** The blog list's first page (no category). */
  blogPage: () =>
    ['blog', 'posts', 'list', { limit: BLOG_PAGE_SIZE, offset: 0, status: 'published' }] as const,
  blogPost: (slug: string) => ['blog', 'posts', 'detail', slug] as const,
  relatedPosts: (postId: number, category: string | undefined) =>
    [
      'blog',
      'posts',
      'related',
      postId,
      category ? { category, status: 'published' } : { status: 'published' },
    ] as const,
};

/** One query of a dehydrated TanStack Query state (the subset `hydrate` reads). */
export interface DehydratedQuery {
  queryKey: readonly unknown[];
  state: {
    data: unknown;
    dataUpdatedAt: number;
    dataUpdateCount: number;
    error: null;
    errorUpdatedAt: number;
    errorUpdateCount: number;
    fetchFailureCount: number;
    fetchFailureReason: null;
    fetchMeta: null;
    isInvalidated: boolean;
    status: 'success';
    fetchStatus: 'idle';
  };
}

export interface DehydratedState {
  mutations: [];
  queries: DehydratedQuery[];
}

/** Id of the <script type="application/json"> holding the page's initial data. */
export const INITIAL_STATE_ELEMENT_ID = 'initial-state';
/** Attribute of head tags written by the server, removed by the app after its first navigation. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
/**
 * Attribute of the app's root while it holds server HTML the app has not hydrated yet: its
 * controls do nothing until then, so they take no clicks either (decision 016).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
