import type { Artwork, ArtworkListQuery, Availability } from '@atelier/core';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';
import { adminArtworksKey } from './artwork-keys';

export type ArtworkSort = NonNullable<ArtworkListQuery['sort']>;

export interface AdminArtworksParams extends PageParams {
  search?: string;
  availability?: Availability;
  /** A collection id. */
  collection?: number;
  /** Undefined lists public and hidden works. */
  isPublic?: boolean;
  sort?: ArtworkSort;
}

/**
 * GET /artworks with the admin's token: the server includes hidden works and the gated
 * collection, and honours `sort` and `is_public`.
 */
export const useAdminArtworks = (params: AdminArtworksParams) =>
  usePageQuery<Artwork>([...adminArtworksKey, 'list', params], '/artworks', {
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
    search: params.search,
    availability: params.availability,
    collection: params.collection,
    is_public: params.isPublic,
    sort: params.sort,
  });
