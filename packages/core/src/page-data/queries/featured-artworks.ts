import type { Artwork } from '../../schemas/artworks';
import type { ApiQuery, Paginated } from '../api-query';

/** The home page's slides (every featured work, the first three are "Recent Works"). */
export const featuredArtworksQuery = (): ApiQuery<Paginated<Artwork>> => ({
  key: ['artworks', 'list', { featured: true }],
  path: '/artworks',
  params: { featured: true },
});
