import type { Availability } from '../../constants';
import type { Artwork } from '../../schemas/artworks';
import type { Collection } from '../../schemas/collections';
import type { ApiQuery, Paginated } from '../api-query';

export interface ArtworksParams {
  /** A collection id or name; the server accepts either. */
  collection?: string;
  availability?: Availability;
  limit: number;
  offset: number;
  /**
   * Version of the visitor's preview grant (0 without one). The token itself travels as a
   * header; the version in the key makes a fresh grant ask again.
   */
  previewAccess?: number;
}

/**
 * The work a collection's card shows: its first in gallery order. None for an empty collection,
 * nor for the gated one, whose card shows no image at all, so nothing leaks.
 */
export const collectionCover = (
  collection: Pick<Collection, 'id' | 'artwork_count' | 'is_gated'>,
): ArtworksParams | null =>
  collection.is_gated || collection.artwork_count === 0
    ? null
    : { collection: String(collection.id), limit: 1, offset: 0 };

/** A page of public works. */
export const artworksQuery = (params: ArtworksParams): ApiQuery<Paginated<Artwork>> => {
  const { previewAccess: _version, ...query } = params;
  return { key: ['artworks', 'list', params], path: '/artworks', params: { ...query } };
};
