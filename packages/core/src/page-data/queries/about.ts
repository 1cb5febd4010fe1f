import type { Artwork } from '../../schemas/artworks';
import type { PageContent } from '../../schemas/page-content';
import type { ApiQuery, Paginated } from '../api-query';

/**
 * The About page's content (its page content, under the same key as every page's): a page the
 * artist has not written yet is null, not an error.
 */
export const aboutContentQuery = (): ApiQuery<PageContent | null> => ({
  key: ['page-content', 'about'],
  path: '/page-content/about',
  missingIsNull: true,
});

/**
 * The picture beside the About page's bio: the first featured painting, or null. Its own key:
 * the gallery caches whole pages under 'artworks' and must not see this shape.
 */
export const studioArtworkQuery = (): ApiQuery<Artwork | null> => ({
  key: ['about', 'studio-artwork'],
  path: '/artworks',
  params: { featured: true, limit: 1 },
  toData: (answer) => (answer as Paginated<Artwork>).data[0] ?? null,
});
