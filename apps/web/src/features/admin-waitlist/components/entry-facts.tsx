import type { WaitlistEntry } from '@atelier/core';
import { Link } from 'react-router';
import { StatusBadge, tableDate } from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';

/** A date the artist reads, and a machine-readable one for assistive tools. */
export const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{tableDate(iso)}</time>;

/** The sold work the visitor asked from (a link to it), and the collections they wait on. */
export function WaitingFor({ entry }: { entry: WaitlistEntry }) {
  return (
    <>
      <span className="block">
        {entry.work ? (
          <Link to={adminPaths.artworkEdit(entry.work.id)} className="font-medium hover:underline">
            {entry.work.title}
          </Link>
        ) : (
          <span className="text-muted">A work since deleted</span>
        )}
      </span>
      {entry.collections.length > 0 && (
        <span className="block text-xs text-muted">
          In {entry.collections.map((c) => c.name).join(', ')}
        </span>
      )}
    </>
  );
}

/** Whether the visitor confirmed by the emailed link, or later left the list, and when. */
export function ConfirmedState({ entry }: { entry: WaitlistEntry }) {
  if (entry.status === 'left')
    return (
      <StatusBadge>
        Left the list{entry.left_at && <>&nbsp;on&nbsp;{tableDate(entry.left_at)}</>}
      </StatusBadge>
    );
  if (entry.status === 'pending') return <StatusBadge tone="warning">Not yet</StatusBadge>;
  return (
    <span className="whitespace-nowrap">
      Yes
      {entry.confirmed_at && (
        <>
          , <Day iso={entry.confirmed_at} />
        </>
      )}
    </span>
  );
}

/** How many notes about new work went to the address, and the latest one's date. */
export function ToldState({ entry }: { entry: WaitlistEntry }) {
  if (entry.told_count === 0 || !entry.last_told_at)
    return <span className="text-muted">Not yet</span>;
  return (
    <span>
      {entry.told_count === 1 ? 'Once' : `${entry.told_count} times`}, last on{' '}
      <Day iso={entry.last_told_at} />
    </span>
  );
}
