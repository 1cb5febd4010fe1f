import type { WaitlistStatus } from '@atelier/core';
import { format } from 'date-fns';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type WaitlistFilter = WaitlistStatus | 'all';

/** waitlist-{YYYY-MM-DD}.csv, dated by the artist's own calendar. */
export const exportFilename = (now = new Date()) => `waitlist-${format(now, 'yyyy-MM-dd')}.csv`;

/** GET /admin/waitlist/export?status= (every entry by default): the CSV as a Blob. */
export async function exportWaitlist(status: WaitlistFilter = 'all'): Promise<Blob> {
  const response = await api.raw('/admin/waitlist/export', { query: { status } });
  return response.blob();
}

/** Downloads the entries of one status (or all) as CSV. */
export const useExportWaitlist = () =>
  useMutation({
    mutationFn: async (status: WaitlistFilter) => {
      const filename = exportFilename();
      saveBlob(await exportWaitlist(status), filename);
      return filename;
    },
  });
