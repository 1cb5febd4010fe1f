import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorBlock } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage } from '@/lib/toast';
import { useMe } from '../api/get-me';
import { logoutIntent } from '../hooks/logout-intent';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { SessionLoading } from './session-loading';

/**
 * The login guard of docs/product.md §2: "Loading..." while GET /auth/me answers, then either the admin
 * pages or a redirect (replace) to /admin/login?redirect=<the page asked for>. A later 401
 * anywhere signs the user out and lands here again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useSessionExpiry();
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <SessionLoading />;
  if (me.isError) {
    // The server could not be reached: not the same as signed out, so offer a retry.
    return (
      <main className="mx-auto max-w-lg px-5 py-24">
        <h1 className="mb-6 text-3xl">Admin unavailable</h1>
        <ErrorBlock
          message={errorMessage(me.error, 'The admin could not be reached.')}
          onRetry={() => void me.refetch()}
        />
      </main>
    );
  }
  if (!me.data) {
    // Logging out is already on its way to the plain login page: no redirect back to this one.
    if (logoutIntent.isActive()) return <SessionLoading />;
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={adminPaths.login(asked)} replace />;
  }
  return <>{children}</>;
}
