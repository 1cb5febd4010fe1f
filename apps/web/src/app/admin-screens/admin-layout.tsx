import { Outlet } from 'react-router';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { FailedEmailsBadge } from '@/features/admin-emails/components/failed-emails-badge';
import { UnreadMessagesBadge } from '@/features/admin-messages/components/unread-messages-badge';
import { CurrentUser } from '@/features/auth/components/current-user';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { RequireAuth } from '@/features/auth/components/require-auth';

/**
 * Every /admin page except login: the login guard (docs/product.md §2: "Loading...", then redirect with
 * replace to /admin/login) around the admin shell. The route composes the features so they
 * never import each other.
 */
export function Component() {
  return (
    <RequireAuth>
      <AdminShell
        badges={{ inbox: <UnreadMessagesBadge />, emails: <FailedEmailsBadge /> }}
        account={
          <div className="space-y-1">
            <CurrentUser />
            <LogoutButton className="-ml-3" />
          </div>
        }
      >
        <Outlet />
      </AdminShell>
    </RequireAuth>
  );
}
