import type { BackupRun } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET /admin/backups/{id}/download: the whole archive (database and every image) as a zip. */
export async function downloadBackup(run: Pick<BackupRun, 'id' | 'name'>) {
  const response = await api.raw(`/admin/backups/${run.id}/download`);
  saveBlob(await response.blob(), run.name);
  return run.name;
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
