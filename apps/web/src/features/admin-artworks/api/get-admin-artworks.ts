import type { Artwork, ArtworkListQuery, Availability } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';
import { adminArtworksKey } from './artwork-keys';

export type ArtworkSort = NonNullable<ArtworkListQuery['sort']>;

export interface AdminArtworksParams {
  page: number;
  limit: number;
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
export const getAdminArtworks = (params: AdminArtworksParams, signal?: AbortSignal) =>
  api.get<Paginated<Artwork>>('/artworks', {
    query: {
      limit: params.limit,
      offset: (params.page - 1) * params.limit,
      search: params.search,
      availability: params.availability,
      collection: params.collection,
      is_public: params.isPublic,
      sort: params.sort,
    },
    signal,
  });

export const adminArtworksQueryOptions = (params: AdminArtworksParams) =>
  queryOptions({
    queryKey: [...adminArtworksKey, 'list', params],
    queryFn: ({ signal }) => getAdminArtworks(params, signal),
  });

/** The previous page stays on screen (dimmed) while the next page, search or filter loads. */
export const useAdminArtworks = (params: AdminArtworksParams) =>
  useQuery({ ...adminArtworksQueryOptions(params), placeholderData: keepPreviousData });
