import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

/** /admin/reset-password#token=…: the page of the emailed link, open to everyone. */
export function Component() {
  return <ResetPasswordScreen />;
}
