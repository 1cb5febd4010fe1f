import type { BackupRun } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backupsKey } from './get-backups';

/** POST /admin/backups: starts one now; the server answers at once with the running run. */
export const startBackup = () => api.post<BackupRun>('/admin/backups');

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
