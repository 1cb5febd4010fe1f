import { DEFAULT_FRAME_COSTS, type FrameCosts } from '@atelier/core';
import { frameCostsQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

export const frameCostsQueryOptions = () => queryOptions(fromApiQuery(frameCostsQuery()));

/** Frame costs from the server (docs/product.md §9); the defaults (same values) until they arrive or on failure. */
export const useFrameCosts = (): FrameCosts =>
  useQuery(frameCostsQueryOptions()).data ?? DEFAULT_FRAME_COSTS;
