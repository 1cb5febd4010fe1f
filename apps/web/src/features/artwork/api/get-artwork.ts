import { artworkQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /artworks/{id}: one public work; hidden and locked preview works answer 404 like missing ones. */
export const artworkQueryOptions = (id: number) => queryOptions(fromApiQuery(artworkQuery(id)));

/** The artwork, unless `id` is null (an invalid id is never sent to the server). */
export const useArtwork = (id: number | null) =>
  useQuery({ ...artworkQueryOptions(id ?? 0), enabled: id !== null });
