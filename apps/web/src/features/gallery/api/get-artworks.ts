import type { Artwork, Availability } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';

export interface ArtworksParams {
  /** A collection id or name; the server accepts either. */
  collection?: string;
  availability?: Availability;
  limit: number;
  offset: number;
  /**
   * Version of the preview grant (0 without one). The token itself travels as a header; the
   * version in the query key makes a fresh grant ask again.
   */
  previewAccess?: number;
}

/** GET /artworks: one page of public works with the pagination (SPEC §7). */
export const getArtworks = (
  { previewAccess: _access, ...query }: ArtworksParams,
  signal?: AbortSignal,
) => api.get<Paginated<Artwork>>('/artworks', { query: { ...query }, signal });

export const artworksQueryOptions = (params: ArtworksParams) =>
  queryOptions({
    queryKey: ['artworks', 'list', params],
    queryFn: ({ signal }) => getArtworks(params, signal),
  });

/**
 * A page of artworks. The previous page stays on screen (dimmed) while the next one loads, so
 * paging and filtering never collapse the grid into skeletons.
 */
export const useArtworks = (params: ArtworksParams, { enabled = true } = {}) =>
  useQuery({ ...artworksQueryOptions(params), enabled, placeholderData: keepPreviousData });
