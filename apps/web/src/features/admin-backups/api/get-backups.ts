import type { BackupOverview } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const backupsKey = ['admin', 'backups'] as const;

/** GET /admin/backups: the schedule and the latest runs, newest first. */
export const getBackups = () => api.get<BackupOverview>('/admin/backups');

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsKey,
    queryFn: getBackups,
    // While a backup is being made, look again every two seconds until it is done.
    refetchInterval: (query) =>
      query.state.data?.runs.some((r) => r.status === 'running') ? 2000 : false,
  });

export const useBackups = () => useQuery(backupsQueryOptions());
