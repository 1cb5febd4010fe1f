import { LoginScreen } from '@/features/auth/components/login-screen';

/** /admin/login: open to everyone (SPEC §2). */
export function Component() {
  return <LoginScreen />;
}
