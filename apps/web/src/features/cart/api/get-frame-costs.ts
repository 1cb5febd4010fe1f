import { DEFAULT_FRAME_COSTS, type FrameCosts } from '@atelier/core';
import { useSiteSettings } from '@/lib/public-settings';

/** Frame costs from the server (docs/product.md §9); the defaults (same values) until they arrive or on failure. */
export const useFrameCosts = (): FrameCosts =>
  useSiteSettings()?.frame_costs ?? DEFAULT_FRAME_COSTS;
