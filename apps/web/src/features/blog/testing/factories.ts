import type { BlogCategory, BlogPost, Pagination } from '@atelier/core';

export const category = (overrides: Partial<BlogCategory> = {}): BlogCategory => ({
  id: 1,
  name: 'Process',
  slug: 'process',
  post_count: 4,
  ...overrides,
});

/** A published post; noon UTC dates stay on the same calendar day in any test time zone. */
export const blogPost = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 1,
  slug: 'morning-light',
  title: 'Morning Light',
  excerpt: 'How the first hour of light changes a still life.',
  content: '<p>Light moves across the table.</p>',
  thumbnail_url: null,
  featured_image_url: null,
  featured_image: null,
  video_url: null,
  video_provider: null,
  categories: [{ id: 1, name: 'Process', slug: 'process' }],
  status: 'published',
  published_date: '2026-03-10T12:00:00.000Z',
  published_at: '2026-03-10T12:00:00.000Z',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  author_name: 'Elena Marsh',
  ...overrides,
});

/** n posts with distinct ids, slugs and titles. */
export const blogPosts = (n: number, from = 1): BlogPost[] =>
  Array.from({ length: n }, (_, i) =>
    blogPost({ id: from + i, slug: `post-${from + i}`, title: `Post ${from + i}` }),
  );

export const page = <T>(data: T[], pagination: Partial<Pagination> = {}) => ({
  data,
  pagination: { total: data.length, pages: 1, page: 1, limit: 9, offset: 0, ...pagination },
});

/** Content of exactly `words` words, for reading-time checks. */
export const words = (count: number) =>
  `<p>${Array.from({ length: count }, () => 'paint').join(' ')}</p>`;
