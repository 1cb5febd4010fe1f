import type { ImageProcessing } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArtworksKey } from './artwork-keys';

/** How often the admin looks again while an image's background work is under way. */
const POLL_MS = 2000;

/**
 * GET /uploads/image/processing: where the AVIF variants and deep-zoom tiles of an uploaded
 * image stand, asked again every two seconds until the work is done or has failed.
 */
export const useImageProcessing = (url: string | null) =>
  useQuery({
    queryKey: [...adminArtworksKey, 'image-processing', url],
    queryFn: ({ signal }) =>
      api.get<ImageProcessing>('/uploads/image/processing', { signal, query: { url } }),
    enabled: Boolean(url?.startsWith('/uploads/')),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
