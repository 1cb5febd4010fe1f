import { RELATED_ARTWORKS } from '../../constants';
import type { Artwork } from '../../schemas/artworks';
import type { ApiQuery } from '../api-query';

/** One public work; hidden works and the locked preview collection answer 404 like missing ones. */
export const artworkQuery = (id: number): ApiQuery<Artwork> => ({
  key: ['artworks', 'detail', id],
  path: `/artworks/${id}`,
});

/** Up to four works of the artwork's first collection, else featured ones, never itself. */
export const relatedArtworksQuery = (id: number): ApiQuery<Artwork[]> => ({
  key: ['artworks', 'related', id],
  path: `/artworks/${id}/related`,
  params: { limit: RELATED_ARTWORKS },
});
