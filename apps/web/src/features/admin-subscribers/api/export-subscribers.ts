import type { SubscriberStatus } from '@atelier/core';
import { format } from 'date-fns';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ExportStatus = SubscriberStatus | 'all';

/** subscribers-{YYYY-MM-DD}.csv, dated by the artist's own calendar. */
export const exportFilename = (now = new Date()) => `subscribers-${format(now, 'yyyy-MM-dd')}.csv`;

/** GET /admin/subscribers/export?status= (SPEC §7, default active): the CSV as a Blob. */
export async function exportSubscribers(status: ExportStatus = 'active'): Promise<Blob> {
  const response = await api.raw('/admin/subscribers/export', { query: { status } });
  return response.blob();
}

/** Hands a Blob to the browser as a download (an object URL and a temporary <a download>). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the subscribers of one status as CSV. */
export const useExportSubscribers = () =>
  useMutation({
    mutationFn: async (status: ExportStatus) => {
      const filename = exportFilename();
      saveBlob(await exportSubscribers(status), filename);
      return filename;
    },
  });
