import { LoginScreen } from '@/features/auth/components/login-screen';

/** /admin/login: open to everyone (docs/product.md §2). */
export function Component() {
  return <LoginScreen />;
}
