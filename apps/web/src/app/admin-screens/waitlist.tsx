import { WaitlistScreen } from '@/features/admin-waitlist/components/waitlist-screen';

/** /admin/waitlist */
export function Component() {
  return <WaitlistScreen />;
}
