import { SubscribersScreen } from '@/features/admin-subscribers/components/subscribers-screen';

/** /admin/subscribers */
export function Component() {
  return <SubscribersScreen />;
}
