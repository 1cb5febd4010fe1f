import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';

/** /admin/dashboard */
export function Component() {
  return <DashboardScreen />;
}
