import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useMe } from '../api/get-me';
import { logoutIntent } from '../hooks/logout-intent';
import { safeRedirect } from '../hooks/safe-redirect';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { SessionLoading } from './session-loading';

/**
 * /admin/login. A signed-in user goes straight on; after signing in, to the page asked for in
 * ?redirect= (checked by safeRedirect) or the dashboard. Both replace history, so Back never
 * returns to the login form.
 */
export function LoginScreen() {
  const me = useMe();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => logoutIntent.end(), []);

  if (me.isPending) return <SessionLoading />;
  if (me.data) return <Navigate to={target} replace />;

  return (
    <AuthCard title="Sign in">
      <LoginForm />
    </AuthCard>
  );
}
