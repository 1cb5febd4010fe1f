import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useExportSubscribers, type ExportStatus } from '../api/export-subscribers';

/** Downloads the subscribers of the current status filter as CSV. */
export function ExportButton({ status }: { status: ExportStatus }) {
  const exportCsv = useExportSubscribers();
  const label = status === 'all' ? 'all' : status;
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
      Export {label} as CSV
    </Button>
  );
}
