import { useFailedEmailCount } from '../api/get-failed-email-count';

/** The sidebar's count beside "Emails not sent" (read "Emails not sent: 2"); nothing when none. */
export function FailedEmailsBadge() {
  const { data: count } = useFailedEmailCount();
  if (!count) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-medium text-white tabular-nums">
      <span className="sr-only">: </span>
      {count > 99 ? '99+' : count}
    </span>
  );
}
