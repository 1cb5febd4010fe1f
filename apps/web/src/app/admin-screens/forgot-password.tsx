import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

/** /admin/forgot-password: open to everyone, beside the login. */
export function Component() {
  return <ForgotPasswordScreen />;
}
