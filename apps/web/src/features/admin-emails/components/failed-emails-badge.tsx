import { useFailedEmailCount } from '../api/get-failed-email-count';

/** The sidebar's count beside "Emails": emails that could not be sent; nothing when none. */
export function FailedEmailsBadge() {
  const { data: count } = useFailedEmailCount();
  if (!count) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-medium text-white tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> not sent</span>
    </span>
  );
}
