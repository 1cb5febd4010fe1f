import { AccountScreen } from '@/features/auth/components/account/account-screen';

/** /admin/account: the signed-in admin's password, email, two-factor and sessions. */
export function Component() {
  return <AccountScreen />;
}
