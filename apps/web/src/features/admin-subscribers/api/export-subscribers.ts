import type { SubscriberStatus } from '@atelier/core';
import { format } from 'date-fns';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type ExportStatus = SubscriberStatus | 'all';

/** subscribers-{YYYY-MM-DD}.csv, dated by the artist's own calendar. */
export const exportFilename = (now = new Date()) => `subscribers-${format(now, 'yyyy-MM-dd')}.csv`;

/** GET /admin/subscribers/export?status= (docs/product.md §7, default active): the CSV as a Blob. */
export async function exportSubscribers(status: ExportStatus = 'active'): Promise<Blob> {
  const response = await api.raw('/admin/subscribers/export', { query: { status } });
  return response.blob();
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
