import type { DashboardSummary } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard: counts, recent messages and upcoming posts in one call. */
export const getDashboard = () => api.get<DashboardSummary>('/admin/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: getDashboard,
    // Shown at once from cache, then refreshed: counts change whenever other screens work.
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
