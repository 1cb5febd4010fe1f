import type { Setting } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/settings: every setting with its category; secrets come back as set (true) or not. */
export const getSettings = () => api.get<Setting[]>('/admin/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
