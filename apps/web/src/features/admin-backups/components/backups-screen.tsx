import { AdminPageHeader, DataTableSkeleton, EmptyState, longDate } from '@/components/admin';
import { Button, QueryState } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { BackupsTable } from './backups-table';
import { formatBytes } from './format-bytes';

const every = (hours: number) =>
  hours === 24
    ? 'every day'
    : hours % 24 === 0
      ? `every ${hours / 24} days`
      : `every ${hours} hours`;

/**
 * /admin/backups: when the last backup ran and how it went, "Back up now", and every kept
 * archive to download: the whole site (database and every image) in one zip that
 * `npm run restore` reads back.
 */
export function BackupsScreen() {
  const query = useBackups();
  const start = useStartBackup();
  const download = useDownloadBackup();

  const onStart = () =>
    start
      .mutateAsync()
      .then(() => notify.success('The backup has started. It appears below when it is done.'))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not start a backup')));

  const onDownload = (run: Parameters<typeof download.mutateAsync>[0]) =>
    download
      .mutateAsync(run)
      .then((name) => notify.success(`Downloaded ${name}`))
      .catch((error: unknown) => notify.error(errorMessage(error, 'The download failed')));

  const data = query.data;
  const running = data?.runs.some((r) => r.status === 'running') ?? false;
  const last = data?.runs.find((r) => r.status !== 'running');

  return (
    <>
      <AdminPageHeader
        title="Backups"
        description="Everything the site holds (works, posts, orders, messages, subscribers and every image) in one file you can keep, kept safe away from this computer. Whoever looks after the site can put everything back from it."
        actions={
          <Button loading={start.isPending || running} loadingLabel="Backing up" onClick={onStart}>
            Back up now
          </Button>
        }
      />
      <QueryState
        query={query}
        loading={<DataTableSkeleton columns={5} rows={3} />}
        failure="Could not load the backups"
      >
        {(backups) => (
          <div className="space-y-6">
            <section aria-labelledby="backup-status" className="space-y-1 text-sm">
              <h2 id="backup-status" className="font-medium text-ink">
                {last
                  ? last.status === 'done'
                    ? `Last backup: ${longDate(last.finished_at ?? last.started_at)}, ${formatBytes(last.bytes ?? 0)}`
                    : `The last backup failed (${longDate(last.started_at)})`
                  : 'No backup has been made yet'}
              </h2>
              <p className="text-muted">
                {backups.interval_hours > 0
                  ? `Automatic backups run ${every(backups.interval_hours)}; the newest ${backups.keep} are kept in ${backups.location}.`
                  : `Automatic backups are off; the newest ${backups.keep} are kept in ${backups.location}.`}
              </p>
            </section>
            {backups.runs.length === 0 ? (
              <EmptyState title="No backups yet">
                Back up now to download everything at once, or wait for the first automatic backup.
              </EmptyState>
            ) : (
              <BackupsTable runs={backups.runs} onDownload={onDownload} />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
