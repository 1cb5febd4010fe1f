import type { BackupRun } from '@atelier/core';
import {
  DataTable,
  StatusBadge,
  actionsColumn,
  dateColumn,
  longDate,
  shortDate,
  type Column,
} from '@/components/admin';
import { Button } from '@/components/ui';
import { formatBytes } from './format-bytes';

const TRIGGER_LABELS: Record<BackupRun['trigger'], string> = {
  manual: 'Started here',
  scheduled: 'Automatic',
  // Started on the server by whoever runs it (docs/operations.md): no command on screen.
  command: 'From the server',
};

const STATUS: Record<
  BackupRun['status'],
  { label: string; tone: 'success' | 'warning' | 'danger' }
> = {
  done: { label: 'Done', tone: 'success' },
  running: { label: 'In progress', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

interface BackupsTableProps {
  runs: BackupRun[];
  onDownload: (run: BackupRun) => Promise<unknown>;
}

/** When each backup ran, how, its size and status, and Download while the archive is kept. */
export function BackupsTable({ runs, onDownload }: BackupsTableProps) {
  const columns: Column<BackupRun>[] = [
    {
      ...dateColumn<BackupRun>({
        key: 'started',
        header: 'Started',
        at: (r) => r.started_at,
        format: shortDate,
        hover: longDate,
      }),
      card: 'title',
    },
    { key: 'trigger', header: 'How', cell: (r) => TRIGGER_LABELS[r.trigger] },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <>
          <StatusBadge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</StatusBadge>
          {r.error && <span className="mt-1 block text-xs break-words text-muted">{r.error}</span>}
        </>
      ),
    },
    {
      key: 'size',
      header: 'Size',
      className: 'whitespace-nowrap tabular-nums',
      cell: (r) => (r.bytes === null ? '—' : formatBytes(r.bytes)),
    },
    actionsColumn((r) =>
      r.downloadable ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Download the backup of ${longDate(r.started_at)}`}
          loadingLabel="Downloading"
          onClick={() => onDownload(r)}
        >
          Download
        </Button>
      ) : r.status === 'done' ? (
        <span className="text-xs text-muted">No longer kept</span>
      ) : null,
    ),
  ];
  return <DataTable caption="Backups, newest first" columns={columns} rows={runs} />;
}
