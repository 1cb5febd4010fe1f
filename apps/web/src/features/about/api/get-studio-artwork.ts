import { studioArtworkQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/**
 * The picture beside the bio. There is no artist photo in the content model yet, so the page
 * shows the first featured painting instead (GET /artworks?featured=true&limit=1); null when
 * there is none.
 */
export const studioArtworkQueryOptions = () => queryOptions(fromApiQuery(studioArtworkQuery()));

export const useStudioArtwork = () => useQuery(studioArtworkQueryOptions());
