import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AdminHead, NoIndex } from '@/components/admin';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useMe } from '../api/get-me';
import { logoutIntent } from '../hooks/logout-intent';
import { safeRedirect } from '../hooks/safe-redirect';
import { LoginForm } from './login-form';
import { SessionLoading } from './session-loading';

/**
 * /admin/login. A signed-in user goes straight on; after signing in, to the page asked for in
 * ?redirect= (checked by safeRedirect) or the dashboard. Both replace history, so Back never
 * returns to the login form.
 */
export function LoginScreen() {
  const me = useMe();
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => logoutIntent.end(), []);

  if (me.isPending) return <SessionLoading />;
  if (me.data) return <Navigate to={target} replace />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-paper px-5 py-12">
      <AdminHead title="Sign in" />
      <NoIndex />
      <main id="main" className="w-full max-w-sm">
        <p className="label-caps mb-2 text-center">{siteName}</p>
        <h1 className="mb-8 text-center text-4xl">Sign in</h1>
        <div className="border border-line bg-surface p-6 sm:p-8">
          <LoginForm />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home()} className="text-muted underline-offset-4 hover:underline">
            ← Back to the site
          </Link>
        </p>
      </main>
    </div>
  );
}
