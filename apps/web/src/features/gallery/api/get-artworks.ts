import { artworksQuery, type ArtworksParams } from '@atelier/core/page-data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /artworks: one page of public works with the pagination (docs/product.md §7). */
export const artworksQueryOptions = (params: ArtworksParams) =>
  queryOptions(fromApiQuery(artworksQuery(params)));

/**
 * A page of artworks. The previous page stays on screen (dimmed) while the next one loads, so
 * paging and filtering never collapse the grid into skeletons.
 */
export const useArtworks = (params: ArtworksParams, { enabled = true } = {}) =>
  useQuery({ ...artworksQueryOptions(params), enabled, placeholderData: keepPreviousData });
