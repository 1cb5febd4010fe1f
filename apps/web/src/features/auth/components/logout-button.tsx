import { Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useLogout } from '../api/logout';

/** "Log out": shows progress and cannot be pressed twice; always ends on the login page. */
export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={logout.isPending}
      loadingLabel="Logging out"
      className={cn('justify-start', className)}
      // The failure is handled in onSettled (docs/product.md §4: log out even when the server fails).
      onClick={() => logout.mutateAsync().catch(() => undefined)}
    >
      Log out
    </Button>
  );
}
