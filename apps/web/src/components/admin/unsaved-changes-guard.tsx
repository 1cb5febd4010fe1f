import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { adminPaths } from '@/lib/admin-paths';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` is true, leaving the page asks first: in-app navigation through a dialog
 * (React Router's blocker), closing or reloading the tab through the browser's own prompt.
 * Going to the login page is never blocked: the session is already gone by then.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      nextLocation.pathname !== adminPaths.login() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      You have unsaved changes. They will be lost if you leave this page.
    </ConfirmDialog>
  );
}
