import { BackupsScreen } from '@/features/admin-backups/components/backups-screen';

/** /admin/backups: the last backup, "Back up now", and archives to download. */
export function Component() {
  return <BackupsScreen />;
}
