import { createCategory, createPost, minutesFromNow } from '../../test/factories/blog';
import { createArtwork, createCollection, createImage } from '../../test/factories/catalogue';
import type { TestApp } from '../../test/test-app';

/** A title that would break out of an attribute, a <title> and a <script> if written raw. */
export const TRICKY = 'Dawn "Harbour" </script><script>alert(1)</script> & Co';
export const ORIGIN = 'http://localhost:3000';

/** GET a page, and GET an API read's JSON, from the file's app. */
export function headRequests(t: TestApp) {
  return {
    page: (url: string) => t.inject({ method: 'GET', url }),
    api: async (url: string) => (await t.inject({ method: 'GET', url: `/api/v1${url}` })).json(),
  };
}

/**
 * What the head tests read: a work for sale (with a tricky title and an image with variants), a
 * sold, a hidden and a gated work, a published post in a category, a draft, a scheduled post,
 * and the home page's own title and description.
 */
export async function seedHeadContent(t: TestApp) {
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
  const forSale = await createArtwork(db, {
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
  const sold = await createArtwork(db, {
    title: 'Sold Shore',
    ordering: 1,
    availability: 'sold',
    price_cents: 90_000,
    collectionIds: [seas.id],
  });
  const hidden = await createArtwork(db, { title: 'Secret Study', is_public: false });
  const gated = await createArtwork(db, { title: 'Next Season', collectionIds: [preview.id] });
  const category = await createCategory(db, { name: 'Studio', slug: 'studio' });
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
  return { forSale, sold, hidden, gated, category };
}
