import { useMe } from '../api/get-me';

/** Who is signed in, for the admin sidebar. */
export function CurrentUser() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <p className="truncate text-xs text-muted" title={user.email}>
      Signed in as <span className="text-ink">{user.name ?? user.email}</span>
    </p>
  );
}
