import { AdminPageHeader, EmptyState } from '@/components/admin';
import { QueryState } from '@/components/ui';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';
import { SettingsSkeleton } from './settings-skeleton';

/** /admin/settings: site identity, social link, framing prices and the preview password. */
export function SettingsScreen() {
  const query = useSettings();
  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="Changes apply to the public site as soon as you save."
      />
      <QueryState
        query={query}
        loading={<SettingsSkeleton />}
        isEmpty={(settings) => settings.length === 0}
        empty={
          <EmptyState title="No settings yet">
            The server creates its settings when it starts. Restart it, then reload this page.
          </EmptyState>
        }
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryState>
    </>
  );
}
