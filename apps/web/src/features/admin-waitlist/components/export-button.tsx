import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useExportWaitlist, type WaitlistFilter } from '../api/export-waitlist';

/** Downloads the entries of the current filter as CSV, for a spreadsheet. */
export function ExportButton({ status }: { status: WaitlistFilter }) {
  const exportCsv = useExportWaitlist();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={exportCsv.isPending}
      loadingLabel="Preparing the file"
      onClick={() =>
        exportCsv
          .mutateAsync(status)
          .then((filename) => notify.success(`Downloaded ${filename}`))
          .catch((error: unknown) => notify.error(errorMessage(error, 'The export failed')))
      }
    >
      Export CSV
    </Button>
  );
}
