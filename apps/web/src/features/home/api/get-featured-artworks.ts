import { featuredArtworksQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /artworks?featured=true: the hero's slides; the first three are "Recent Works". */
export const featuredArtworksQueryOptions = () =>
  queryOptions({ ...fromApiQuery(featuredArtworksQuery()), select: (page) => page.data });

export const useFeaturedArtworks = () => useQuery(featuredArtworksQueryOptions());
