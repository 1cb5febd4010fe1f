import { SettingsScreen } from '@/features/admin-settings/components/settings-screen';

/** /admin/settings */
export function Component() {
  return <SettingsScreen />;
}
