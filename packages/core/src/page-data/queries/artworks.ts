import type { Availability } from '../../constants';
import type { Artwork } from '../../schemas/artworks';
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

/** A page of public works. */
export const artworksQuery = (params: ArtworksParams): ApiQuery<Paginated<Artwork>> => {
  const { previewAccess: _version, ...query } = params;
  return { key: ['artworks', 'list', params], path: '/artworks', params: { ...query } };
};
