import { DEFAULT_FRAME_COSTS, frameCostsFrom, type FrameCosts } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getFrameCosts = async (): Promise<FrameCosts> =>
  frameCostsFrom(await api.get<unknown>('/settings/frame-costs')) ?? DEFAULT_FRAME_COSTS;

export const frameCostsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'frame-costs'], queryFn: getFrameCosts });

/** Frame costs from the server (SPEC §9); the defaults (same values) until they arrive or on failure. */
export const useFrameCosts = (): FrameCosts =>
  useQuery(frameCostsQueryOptions()).data ?? DEFAULT_FRAME_COSTS;
