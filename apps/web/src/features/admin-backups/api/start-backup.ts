import type { BackupRun } from '@atelier/core';
import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { backupsKey } from './get-backups';

/** POST /admin/backups: starts one now; the server answers at once with the running run. */
export const startBackup = () => api.post<BackupRun>('/admin/backups');

export const useStartBackup = () =>
  useCacheMutation(startBackup, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: backupsKey }),
  );
