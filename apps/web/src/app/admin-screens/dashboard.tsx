import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';
import { HeldWorks } from '@/features/admin-orders/components/held-works';

/** /admin/dashboard, with the works on hold (and their deadlines) from the orders feature. */
export function Component() {
  return <DashboardScreen holdsSlot={<HeldWorks />} />;
}
