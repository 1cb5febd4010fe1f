import { adminPaths } from '@/lib/admin-paths';
import { DashboardNotice } from './dashboard-notice';

/** What needs attention first: emails the site gave up on, and the way to the list. */
export function FailedEmailsNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <DashboardNotice
      tone="danger"
      title={count === 1 ? '1 email could not be sent' : `${count} emails could not be sent`}
      link={{ to: adminPaths.emails(), label: 'Review emails' }}
    >
      Delivery was given up after a day of retries. See why, and send them again.
    </DashboardNotice>
  );
}
