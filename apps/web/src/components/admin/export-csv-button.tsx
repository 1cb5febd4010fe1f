import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Button } from '@/components/ui';
import { api, type QueryValue } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { errorMessage, notify } from '@/lib/toast';

interface ExportCsvButtonProps {
  /** The export's API path, answered with the CSV: '/admin/subscribers/export'. */
  path: string;
  query: Record<string, QueryValue>;
  /** What the file holds, the start of its name: 'subscribers' downloads subscribers-{YYYY-MM-DD}.csv. */
  name: string;
  /** The button's words: "Export CSV". */
  children: string;
}

/**
 * Downloads an admin list as a CSV file for a spreadsheet, dated by the artist's own calendar;
 * a toast names the file, or says why it failed.
 */
export function ExportCsvButton({ path, query, name, children }: ExportCsvButtonProps) {
  const exportCsv = useMutation({
    mutationFn: async () => {
      const filename = `${name}-${format(new Date(), 'yyyy-MM-dd')}.csv`;
      const response = await api.raw(path, { query });
      saveBlob(await response.blob(), filename);
      return filename;
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={exportCsv.isPending}
      loadingLabel="Preparing the file"
      onClick={() =>
        exportCsv
          .mutateAsync()
          .then((filename) => notify.success(`Downloaded ${filename}`))
          .catch((error: unknown) => notify.error(errorMessage(error, 'The export failed')))
      }
    >
      {children}
    </Button>
  );
}
