import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/** What needs attention first: emails the site gave up on, and the way to the list. */
export function FailedEmailsNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="failed-emails-notice"
      className="flex flex-wrap items-center justify-between gap-3 border border-danger/40 bg-danger/5 p-4 sm:p-5"
    >
      <div>
        <h2 id="failed-emails-notice" className="font-sans text-base font-medium text-danger">
          {count === 1 ? '1 email could not be sent' : `${count} emails could not be sent`}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Delivery was given up after a day of retries. See why, and send them again.
        </p>
      </div>
      <Link to={paths.admin.emails()} className={buttonClasses('secondary', 'sm')}>
        Review emails
      </Link>
    </section>
  );
}
