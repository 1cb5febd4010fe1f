import { MESSAGES, type Session } from '@atelier/core';
import { useState } from 'react';
import { ConfirmDialog, longDate, StatusBadge } from '@/components/admin';
import { Button, QueryState, SkeletonText } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useSessions } from '../../api/get-sessions';
import { useRevokeSession } from '../../api/revoke-session';

/** Every signed-in device: what it is, where from, when last seen; sign out one or all others. */
export function SessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [confirmOthers, setConfirmOthers] = useState(false);

  const signOut = (target: number | 'others') =>
    revoke
      .mutateAsync(target)
      .then((result) => notify.success(result.message))
      .catch((error: unknown) => notify.error(errorMessage(error, MESSAGES.unexpectedError)));

  return (
    <QueryState query={sessions} loading={<SkeletonText lines={4} />}>
      {(list) => (
        <>
          <ul className="divide-y divide-line">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => signOut(session.id)}
              />
            ))}
          </ul>
          {list.some((s) => !s.current) && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmOthers(true)}>
              Sign out every other device
            </Button>
          )}
          <ConfirmDialog
            open={confirmOthers}
            title="Sign out every other device?"
            confirmLabel="Sign out others"
            destructive
            onCancel={() => setConfirmOthers(false)}
            onConfirm={() => signOut('others').finally(() => setConfirmOthers(false))}
          >
            This device stays signed in. The others will need the password again.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}

function SessionRow({
  session,
  onSignOut,
}: {
  session: Session;
  onSignOut: () => Promise<unknown>;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {session.device}
          {session.current && <StatusBadge tone="success">This device</StatusBadge>}
        </p>
        <p className="text-xs text-muted">
          {session.ip ?? 'Unknown address'} · last seen {longDate(session.last_seen_at)} · signed in{' '}
          {longDate(session.created_at)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Sign out ${session.device}, ${session.ip ?? 'unknown address'}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
